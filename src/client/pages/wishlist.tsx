import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';

export default function WishlistPage() {
  return (
    <PageFrame narrow>
      <PageHeading caps>WISHLIST</PageHeading>
      <QuietNote>The pieces you love, kept in one place.</QuietNote>
    </PageFrame>
  );
}
