import { InfoDialogBody } from '../info/info-dialog-body';

export default function QuoteDialog() {
  return <InfoDialogBody eyebrow="Made to order" title="Get Custom Quote" lead="Tell us about the piece you imagine and we will reply with a quote within 24-48 hours." />;
}
