import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';

export default function CheckoutPage() {
  return (
    <PageFrame narrow>
      <PageHeading caps>CHECKOUT</PageHeading>
      <QuietNote>A calm, secure checkout for your made-to-order piece.</QuietNote>
    </PageFrame>
  );
}
