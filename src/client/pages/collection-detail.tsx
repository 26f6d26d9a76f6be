import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '../components/layout/page-frame';
import { PageHeading, QuietNote } from '../components/ui/page-heading';
import { collectionsMessages } from '@shared/messages';

export default function CollectionDetailPage() {
  return (
    <PageFrame>
      <Link to="/collections" className="mb-8 inline-flex min-h-11 items-center gap-2 font-sans text-[13px] uppercase tracking-[0.14em] text-graphite hover:text-ink">
        <ArrowLeft size={20} strokeWidth={1.5} aria-hidden /> {collectionsMessages.backToCollections}
      </Link>
      <PageHeading caps eyebrow="Collection">
        {collectionsMessages.featuredPieces}
      </PageHeading>
      <QuietNote>The pieces of this collection are being arranged.</QuietNote>
    </PageFrame>
  );
}
