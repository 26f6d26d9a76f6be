import { InfoDialogBody } from './info-dialog-body';

export default function FaqDialog() {
  return <InfoDialogBody eyebrow="Client care" title="Common Questions" lead="Answers to what clients ask us most often, from materials to production time." />;
}
