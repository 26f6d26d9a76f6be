import { InfoDialogBody } from './info-dialog-body';

export default function ReturnsDialog() {
  return <InfoDialogBody eyebrow="Client care" title="Returns & Exchanges" lead="Each piece is made to order for one person; here is how we look after it once it reaches you." />;
}
