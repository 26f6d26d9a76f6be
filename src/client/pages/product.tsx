import { useParams } from 'react-router';
import { productMessages } from '@shared/messages/catalogue';
import { PageFrame } from '../components/layout/page-frame';
import { LoadErrorState } from '../components/states/not-found-state';
import { useWelcomeToast } from '../features/auth/use-welcome-toast';
import { PurchaseControls } from '../features/bag/purchase-controls';
import { RequestQuoteButton } from '../features/inquiries/request-quote-button';
import { useDesign } from '../features/catalogue/api/get-design';
import { ProductNotFound, ProductSkeleton, productMeta } from '../features/catalogue/product-states';
import { ProductView } from '../features/catalogue/product-view';
import { usePageMeta } from '../features/catalogue/use-page-meta';
import { RatingSummary, ReviewsSection } from '../features/reviews/reviews-section';
import { WishlistToggle } from '../features/wishlist/wishlist-toggle';
import { ApiError } from '../lib/api';

/** The product page (spec 02 'Product detail'): the catalogue's view of the design, with the bag's controls, the wishlist's Save, a quote's request and the reviews. */
export default function ProductPage() {
  // Spec 02: after an account is verified, a welcome toast is shown once.
  useWelcomeToast();
  const { id = '' } = useParams();
  const query = useDesign(id);
  const design = query.data;

  // An unknown or malformed id is 'not found'; any other failure offers another try.
  const missing = query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(design ? productMeta(design) : missing ? { title: productMessages.designNotFound, description: productMessages.notFound } : null);

  let body;
  if (design)
    body = (
      <ProductView
        key={design.id}
        design={design}
        rating={<RatingSummary averageRating={design.averageRating} reviewCount={design.reviewCount} />}
        purchase={(material) => (
          <PurchaseControls design={design} material={material} beside={<WishlistToggle designId={design.id} designName={design.name} variant="full" className="w-full sm:w-auto" />} />
        )}
        beside={(material) => <RequestQuoteButton design={design} material={material} />}
        reviews={<ReviewsSection designId={design.id} averageRating={design.averageRating} reviewCount={design.reviewCount} />}
      />
    );
  else if (missing) body = <ProductNotFound />;
  else if (query.isError) body = <LoadErrorState title="We could not load this piece just now." onRetry={() => void query.refetch()} />;
  else body = <ProductSkeleton />;

  return <PageFrame>{body}</PageFrame>;
}
