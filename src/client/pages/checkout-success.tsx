import { useSearchParams } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { LoadingLine, PageHeading, QuietNote } from '../components/ui/page-heading';
import { successMessages } from '@shared/messages';

export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return (
    <PageFrame narrow>
      {sessionId ? (
        <>
          <h1 className="sr-only">Payment Receipt</h1>
          <LoadingLine>{successMessages.verifying}</LoadingLine>
        </>
      ) : (
        <>
          <PageHeading>{successMessages.invalidSession.title}</PageHeading>
          <QuietNote>{successMessages.invalidSession.description}</QuietNote>
        </>
      )}
    </PageFrame>
  );
}
