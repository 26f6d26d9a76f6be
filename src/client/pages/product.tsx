import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { useWelcomeToast } from '../features/auth/use-welcome-toast';

export default function ProductPage() {
  // Spec 02: after an account is verified, a welcome toast is shown once.
  useWelcomeToast();
  return (
    <PageFrame narrow>
      <PageHeading eyebrow="Made to order">The Piece</PageHeading>
      <QuietNote>This design is being prepared for viewing.</QuietNote>
    </PageFrame>
  );
}
