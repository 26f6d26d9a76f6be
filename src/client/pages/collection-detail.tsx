import { useParams } from 'react-router';
import { collectionsMessages } from '@shared/messages/catalogue';
import { PageFrame } from '../components/layout/page-frame';
import { LoadErrorState } from '../components/states/not-found-state';
import { useCollection } from '../features/catalogue/api/get-collection';
import { BackToCollections, CollectionHeader, CollectionNotFound, CollectionSkeleton, FeaturedPieces } from '../features/catalogue/collection-view';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { cardWishlistToggle } from '../features/wishlist/wishlist-toggle';
import { ApiError } from '../lib/api';

/** A collection's page (spec 02): its header, Back to Collections and Featured Pieces. */
export default function CollectionDetailPage() {
  const { id = '' } = useParams();
  const query = useCollection(id);
  const collection = query.data;
  const missing = query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  usePageMeta(
    collection
      ? { title: collection.name, description: collection.description || collectionsMessages.tagline }
      : missing
        ? { title: collectionsMessages.collectionNotFound, description: collectionsMessages.tagline }
        : null,
  );

  let body;
  if (collection)
    body = (
      <>
        <CollectionHeader collection={collection} />
        <FeaturedPieces collection={collection} cardAction={cardWishlistToggle} />
      </>
    );
  else if (missing) body = <CollectionNotFound />;
  else if (query.isError)
    body = <LoadErrorState title="We could not load this collection just now." onRetry={() => void query.refetch()} />;
  else body = <CollectionSkeleton />;

  return (
    <PageFrame>
      <BackToCollections />
      {body}
    </PageFrame>
  );
}
