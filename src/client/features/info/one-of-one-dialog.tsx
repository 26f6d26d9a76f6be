import { InfoDialogBody } from './info-dialog-body';

export default function OneOfOneDialog() {
  return <InfoDialogBody eyebrow="Made for one" title="One-of-One" lead="Every design begins with your words and is cast for you alone." />;
}
