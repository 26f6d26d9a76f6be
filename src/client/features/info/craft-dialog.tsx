import { InfoDialogBody } from './info-dialog-body';

export default function CraftDialog() {
  return <InfoDialogBody eyebrow="At the bench" title="Our Craft" lead="Casting, finishing and the hallmark that certifies the metal: how a design becomes a piece you can hold." />;
}
