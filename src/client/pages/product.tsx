import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';

export default function ProductPage() {
  return (
    <PageFrame narrow>
      <PageHeading eyebrow="Made to order">The Piece</PageHeading>
      <QuietNote>This design is being prepared for viewing.</QuietNote>
    </PageFrame>
  );
}
