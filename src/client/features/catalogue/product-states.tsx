import type { Design } from '@shared/contracts/designs';
import { productMessages } from '@shared/messages/catalogue';
import { wishlistMessages } from '@shared/messages/wishlist';
import { Bar, LoadingState } from '../../components/states/skeleton';
import { NotFoundState } from '../../components/states/not-found-state';
import type { PageMeta } from './use-page-meta';

/** The product page while its design loads: the render's square and the lines beside it. */
export function ProductSkeleton() {
  return (
    <LoadingState label="Loading the design" className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
      <div className="render-ground aspect-square animate-pulse border border-hairline" />
      <div className="flex flex-col gap-4">
        <Bar tone={70} className="h-3 w-24" />
        <Bar tone={70} className="h-12 w-3/4" />
        <Bar tone={70} className="h-8 w-24" />
        <Bar tone={50} className="mt-6 h-20 w-full" />
        <Bar tone={50} className="mt-6 h-12 w-full" />
      </div>
    </LoadingState>
  );
}

/** An unknown or malformed design id. */
export function ProductNotFound() {
  return <NotFoundState title={productMessages.notFound} to="/collections" action={wishlistMessages.browse} testId="product-not-found" />;
}

/** The title, description and Open Graph tags of a product page (its gold render as the image). */
export function productMeta(design: Design): PageMeta {
  const description = design.description || `${design.name}, made to order in solid 14k gold or fine sterling silver.`;
  return { title: design.name, description, og: { title: design.name, description, image: design.imagePngUrl ?? design.imageUrl } };
}
