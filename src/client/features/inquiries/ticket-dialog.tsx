import { InfoDialogBody } from '../info/info-dialog-body';

export default function TicketDialog() {
  return <InfoDialogBody eyebrow="Client care" title="Submit Support Ticket" lead="Tell us what needs attention and we will reply within 24 hours." />;
}
