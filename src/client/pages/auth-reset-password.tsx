import { PageFrame } from '../components/layout/page-frame';
import { LoadingLine } from '../components/ui/page-heading';
import { resetMessages } from '@shared/messages';

export default function AuthResetPasswordPage() {
  return (
    <PageFrame narrow className="flex flex-1 items-center justify-center">
      <h1 className="sr-only">Set a new password</h1>
      <LoadingLine>{resetMessages.loading}</LoadingLine>
    </PageFrame>
  );
}
