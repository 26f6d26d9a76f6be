import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { pictureFor, PRODUCT_MATERIALS } from '@shared/materials';
import { productMessages } from '@shared/messages/catalogue';
import { wishlistMessages } from '@shared/messages/wishlist';
import { COLLECTION_CATEGORIES, DEFAULT_BAG_MATERIAL, labelOf, type NormalMaterial } from '@shared/options';
import { formatPrice, silverWeightString } from '@shared/pricing';
import { PageFrame } from '../components/layout/page-frame';
import { Button } from '../components/ui/button';
import { LoadErrorState, NotFoundState } from '../components/ui/not-found-state';
import { DesignImage } from '../components/ui/design-image';
import { useWelcomeToast } from '../features/auth/use-welcome-toast';
import { useDesign } from '../features/catalogue/api/get-design';
import { BackLink, ShareButton } from '../features/catalogue/product-actions';
import { usePageMeta, type PageMeta } from '../features/catalogue/use-page-meta';
import { QuantityStepper } from '../features/cart/quantity-stepper';
import { useAddToBag } from '../features/cart/add-to-bag';
import { BuyNowButton } from '../features/cart/buy-now-button';
import { RatingSummary, ReviewsSection } from '../features/reviews/reviews-section';
import { WishlistToggle } from '../features/wishlist/wishlist-toggle';
import { AfterFirstPaint, AfterNextPaint } from '../lib/after-first-paint';
import { cn } from '../lib/cn';
import { ApiError } from '../lib/api';
import { Engraving } from '../components/ui/engraving';

// The catalogue issue's parts of the page (spec 02 'Product detail'): the back link (Back to
// Collection / View in Collection), Buy Now, Share, the rating near the price, the reviews.
function BackLinkSlot({ design }: { design: Design }) {
  return <BackLink design={design} />;
}
function BuyNowSlot({ design, material, quantity }: { design: Design; material: NormalMaterial; quantity: number }) {
  return <BuyNowButton design={design} material={material} quantity={quantity} className="mt-3" />;
}
function ShareSlot({ design }: { design: Design }) {
  return (
    <div className="mt-2 flex justify-end">
      <ShareButton design={design} className="-mr-4" />
    </div>
  );
}
// Below the fold: mounted after the product's first paint (decision 0010), its place held meanwhile.
function ReviewsSlot({ design }: { design: Design }) {
  return (
    <AfterFirstPaint reserveClassName="mt-20 min-h-[760px] sm:mt-28 lg:min-h-[620px]" anchors={['reviews-title']}>
      <ReviewsSection designId={design.id} averageRating={design.averageRating} reviewCount={design.reviewCount} />
    </AfterFirstPaint>
  );
}

/** '3.4 g' from the spec's string of grams; null when unknown. */
function grams(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? `${n} g` : null;
}

function MaterialToggle({ value, onChange }: { value: NormalMaterial; onChange: (next: NormalMaterial) => void }) {
  return (
    <div role="radiogroup" aria-label="Material" className="grid grid-cols-2 gap-3" data-testid="material-toggle">
      {PRODUCT_MATERIALS.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => onChange(option.value)}
            className={cn(
              'flex min-h-12 items-center justify-center gap-2 whitespace-nowrap rounded-[2px] border px-2 font-sans text-[12px] font-medium uppercase tracking-[0.06em] transition-colors duration-200 sm:gap-2.5 sm:px-3 sm:text-[13px] sm:tracking-[0.12em]',
              checked ? 'border-ink bg-ink text-ivory' : 'border-hairline bg-pearl text-ink hover:border-gold hover:text-gold-deep',
            )}
          >
            <span aria-hidden className={cn('size-3 rounded-full ring-1 ring-inset', option.value === 'sterling-silver' ? 'bg-silver ring-white/30' : 'bg-gold ring-white/20')} />
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

function Spec({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-hairline py-3">
      <dt className="font-sans text-xs uppercase tracking-[0.18em] text-graphite">{label}</dt>
      <dd className="font-sans text-sm tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function ProductView({ design }: { design: Design }) {
  const addLine = useAddToBag();
  const [material, setMaterial] = useState<NormalMaterial>(DEFAULT_BAG_MATERIAL);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const silver = material === 'sterling-silver';
  const image = pictureFor(material, design);
  const price = silver ? design.silverPrice : design.price;
  const weight = grams(silver ? (design.silverWeight ?? silverWeightString(design.weight)) : design.weight);
  const dimensions = design.width != null && design.height != null ? `${design.width} × ${design.height} mm` : null;
  const category = design.category && design.category !== 'charm' ? labelOf(COLLECTION_CATEGORIES, design.category) : null;

  const addToBag = async () => {
    setAdding(true);
    try {
      // Spec 02 section 7: the product page sends customizations as a JSON string.
      await addLine(design.id, quantity, JSON.stringify({ material }));
    } finally {
      setAdding(false);
    }
  };

  return (
    <>
      <BackLinkSlot design={design} />
      <article className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16" data-testid="product" data-material={material}>
        <div className="lg:sticky lg:top-32 lg:self-start">
          <DesignImage src={image} alt={design.name} eager className="border border-hairline" />
        </div>
        <div className="flex flex-col">
          <p className="font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{category ?? 'Made to order'}</p>
          <h1 className="mt-3 font-display text-[40px] font-medium leading-[1.05] text-ink sm:text-[56px]" data-testid="product-name">
            {design.name}
          </h1>
          <p className="mt-4 font-display text-[32px] font-medium tabular-nums text-ink" data-testid="product-price">
            {formatPrice(price)}
          </p>
          <RatingSummary averageRating={design.averageRating} reviewCount={design.reviewCount} />
          <Engraving text={design.engraving} testId="product-engraving" className="mt-3" />
          <div aria-hidden className="mt-4 h-px w-12 bg-gold" />
          <AfterNextPaint>
            {design.description ? <p className="mt-6 max-w-prose font-sans text-base leading-relaxed text-graphite">{design.description}</p> : null}

            <h2 className="mt-10 font-sans text-xs font-medium uppercase tracking-[0.2em] text-ink">Material</h2>
            <div className="mt-3">
              <MaterialToggle value={material} onChange={setMaterial} />
            </div>

            {dimensions || weight ? (
              <dl className="mt-8 border-t border-hairline">
                {dimensions ? <Spec label="Dimensions" value={dimensions} testId="product-dimensions" /> : null}
                {weight ? <Spec label={silver ? 'Weight (silver)' : 'Weight (14k gold)'} value={weight} testId="product-weight" /> : null}
              </dl>
            ) : null}

            <div className="mt-8 flex flex-wrap items-center gap-3">
              <QuantityStepper value={quantity} onChange={setQuantity} busy={adding} />
              <Button className="min-w-[200px] flex-1" onClick={() => void addToBag()} disabled={adding} data-testid="add-to-bag">
                <ShoppingBag size={18} strokeWidth={1.5} aria-hidden />
                {adding ? productMessages.adding : 'Add to Bag'}
              </Button>
              <WishlistToggle designId={design.id} designName={design.name} variant="full" className="w-full sm:w-auto" />
            </div>
            <BuyNowSlot design={design} material={material} quantity={quantity} />
            <ShareSlot design={design} />

            <p className="mt-8 font-sans text-sm leading-relaxed text-graphite">
              Cast to order in solid {silver ? '.925 sterling silver' : '14k gold'} and finished by hand. Free insured shipping; production takes about four to six weeks.
            </p>
          </AfterNextPaint>
        </div>
      </article>
      <ReviewsSlot design={design} />
    </>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading the design" className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
      <div className="render-ground aspect-square animate-pulse border border-hairline" />
      <div className="flex flex-col gap-4">
        <div className="h-3 w-24 animate-pulse bg-hairline/70" />
        <div className="h-12 w-3/4 animate-pulse bg-hairline/70" />
        <div className="h-8 w-24 animate-pulse bg-hairline/70" />
        <div className="mt-6 h-20 w-full animate-pulse bg-hairline/50" />
        <div className="mt-6 h-12 w-full animate-pulse bg-hairline/50" />
      </div>
    </div>
  );
}

function NotFound() {
  return <NotFoundState title={productMessages.notFound} to="/collections" action={wishlistMessages.browse} testId="product-not-found" />;
}

/** The title, description and Open Graph tags of a product page (its gold render as the image). */
function productMeta(design: Design): PageMeta {
  const description = design.description || `${design.name}, made to order in solid 14k gold or fine sterling silver.`;
  return { title: design.name, description, og: { title: design.name, description, image: design.imagePngUrl ?? design.imageUrl } };
}

/** The product page's core (spec 02 'Product detail'). */
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
  if (design) body = <ProductView key={design.id} design={design} />;
  else if (missing) body = <NotFound />;
  else if (query.isError)
    body = <LoadErrorState title="We could not load this piece just now." onRetry={() => void query.refetch()} />;
  else body = <ProductSkeleton />;

  return <PageFrame>{body}</PageFrame>;
}
