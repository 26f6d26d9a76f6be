import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { collectionsMessages } from '@shared/messages';

export default function CollectionsPage() {
  return (
    <PageFrame>
      <PageHeading caps eyebrow="Shop" lead={collectionsMessages.tagline}>
        {collectionsMessages.title}
      </PageHeading>
      <QuietNote>Our featured collections are being arranged. Please return shortly.</QuietNote>
    </PageFrame>
  );
}
