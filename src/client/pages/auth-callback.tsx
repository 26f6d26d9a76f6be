import { PageFrame } from '../components/layout/page-frame';
import { LoadingLine } from '../components/ui/page-heading';
import { callbackMessages } from '@shared/messages';

export default function AuthCallbackPage() {
  return (
    <PageFrame narrow className="flex flex-1 items-center justify-center">
      <h1 className="sr-only">Signing you in</h1>
      <LoadingLine>{callbackMessages.processing}</LoadingLine>
    </PageFrame>
  );
}
