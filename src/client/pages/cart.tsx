import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { bagMessages } from '@shared/messages';

export default function CartPage() {
  return (
    <PageFrame narrow>
      <PageHeading caps>{bagMessages.title}</PageHeading>
      <QuietNote>Your selections will rest here until you are ready.</QuietNote>
    </PageFrame>
  );
}
