import { InfoDialogBody } from './info-dialog-body';

export default function PromptingGuideDialog() {
  return <InfoDialogBody eyebrow="Design Lab" title="Prompting Guide" lead="A few quiet habits that help the Design Lab draw the piece you have in mind." />;
}
