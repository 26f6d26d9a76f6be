import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';

export default function DashboardPage() {
  return (
    <PageFrame>
      <PageHeading eyebrow="Member dashboard">Welcome</PageHeading>
      <QuietNote>Your designs, orders and messages, gathered in one place.</QuietNote>
    </PageFrame>
  );
}
