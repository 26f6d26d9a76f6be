import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { adminMessages } from '@shared/messages';

export default function AdminOrdersPage() {
  return (
    <PageFrame>
      <PageHeading align="left">{adminMessages.heading}</PageHeading>
      <QuietNote className="mx-0 text-left">Production, shipping and notes for every order.</QuietNote>
    </PageFrame>
  );
}
