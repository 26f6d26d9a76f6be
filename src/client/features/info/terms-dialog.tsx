import { InfoDialogBody } from './info-dialog-body';

export default function TermsDialog() {
  return <InfoDialogBody eyebrow="Effective January 1, 2025" title="Terms of Service" lead="The terms under which we design, make and deliver your jewelry." />;
}
