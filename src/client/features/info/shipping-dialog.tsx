import { InfoDialogBody } from './info-dialog-body';

export default function ShippingDialog() {
  return <InfoDialogBody eyebrow="Client care" title="Shipping & Delivery" lead="Free, insured and tracked delivery, from our bench to your door." />;
}
