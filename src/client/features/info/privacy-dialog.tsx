import { InfoDialogBody } from './info-dialog-body';

export default function PrivacyDialog() {
  return <InfoDialogBody eyebrow="Effective January 1, 2025" title="Privacy Policy" lead="How we collect, use and protect the information you share with us." />;
}
