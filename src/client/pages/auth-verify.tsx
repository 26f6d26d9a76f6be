import { PageFrame } from '../components/layout/page-frame';
import { LoadingLine } from '../components/ui/page-heading';
import { verifyMessages } from '@shared/messages';

export default function AuthVerifyPage() {
  return (
    <PageFrame narrow className="flex flex-1 items-center justify-center">
      <h1 className="sr-only">Email verification</h1>
      <LoadingLine>{verifyMessages.loading}</LoadingLine>
    </PageFrame>
  );
}
