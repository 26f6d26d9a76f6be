import { useState, type ReactNode } from 'react';
import type { Design } from '@shared/contracts/designs';
import { pictureFor, PRODUCT_MATERIALS } from '@shared/materials';
import { COLLECTION_CATEGORIES, DEFAULT_BAG_MATERIAL, labelOf, type NormalMaterial } from '@shared/options';
import { formatPrice, silverWeightString } from '@shared/pricing';
import { gramsText, sizeText } from '@shared/piece-figures';
import { DesignImage } from '../../components/ui/design-image';
import { Engraving } from '../../components/ui/engraving';
import { MetalToggle } from '../../components/ui/metal-toggle';
import { ViewIn3dButton } from '../../components/model-view/view-in-3d-button';
import { DetailRow } from '../../components/ui/summary-row';
import { AfterFirstPaint, AfterNextPaint } from '../../lib/after-first-paint';
import { BackLink, ShareButton } from './product-actions';



/**
 * A design's page (spec 02 'Product detail'): the back link (Back to Collection / View in
 * Collection), the render in the chosen material, name, price, `rating`, the material and the specs,
 * `purchase` for that material (the bag's controls), Share (with `beside` at its left), and below the fold `reviews`: mounted
 * after the product's first paint (decision 0010), its place held meanwhile.
 */
export function ProductView({ design, rating, purchase, beside, reviews }: {
  design: Design; rating: ReactNode; purchase: (material: NormalMaterial) => ReactNode;
  /** On Share's line, at its left (the quote's request). */
  beside?: (material: NormalMaterial) => ReactNode;
  reviews: ReactNode;
}) {
  const [material, setMaterial] = useState<NormalMaterial>(DEFAULT_BAG_MATERIAL);

  const silver = material === 'sterling-silver';
  const image = pictureFor(material, design);
  const price = silver ? design.silverPrice : design.price;
  const weight = gramsText(silver ? (design.silverWeight ?? silverWeightString(design.weight)) : design.weight);
  // The castable model's box (issue 25): width × height × depth.
  const dimensions = sizeText(design);
  // The collection's name as the admin set it (issue 27), else the category's own label.
  const category = design.category && design.category !== 'charm' ? (design.collectionName ?? labelOf(COLLECTION_CATEGORIES, design.category)) : null;

  return (
    <>
      <BackLink design={design} />
      <article className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16" data-testid="product" data-material={material}>
        <div className="relative lg:sticky lg:top-32 lg:self-start">
          <DesignImage src={image} alt={design.name} eager className="border border-hairline" />
          {/* The castable model in 3D (issue 25): opens in the page's metal and keeps the toggle in step. */}
          <ViewIn3dButton
            modelUrl={design.modelUrl}
            name={design.name}
            metal={silver ? 'silver' : 'gold'}
            onMetalChange={(metal) => setMaterial(metal === 'silver' ? 'sterling-silver' : '14k-gold')}
            className="absolute bottom-2 right-2 sm:bottom-4 sm:right-4"
          />
        </div>
        <div className="flex flex-col">
          <p className="font-sans text-xs uppercase tracking-[0.24em] text-gold-deep" data-testid="product-collection">{category ?? 'Made to order'}</p>
          <h1 className="mt-3 font-display text-[40px] font-medium leading-[1.05] text-ink sm:text-[56px]" data-testid="product-name">
            {design.name}
          </h1>
          <p className="mt-4 font-display text-[32px] font-medium tabular-nums text-ink" data-testid="product-price">
            {formatPrice(price)}
          </p>
          {rating}
          <Engraving text={design.engraving} testId="product-engraving" className="mt-3" />
          <div aria-hidden className="mt-4 h-px w-12 bg-gold" />
          <AfterNextPaint>
            {design.description ? <p className="mt-6 max-w-prose font-sans text-base leading-relaxed text-graphite">{design.description}</p> : null}

            <h2 className="mt-10 font-sans text-xs font-medium uppercase tracking-[0.2em] text-ink">Material</h2>
            <div className="mt-3">
              <MetalToggle options={PRODUCT_MATERIALS} value={material} onChange={setMaterial} silver="sterling-silver" label="Material" testId="material-toggle" />
            </div>

            {dimensions || weight ? (
              <dl className="mt-8 border-t border-hairline">
                {dimensions ? <DetailRow ruled label="Dimensions" value={dimensions} testId="product-dimensions" /> : null}
                {weight ? <DetailRow ruled label={silver ? 'Weight (silver)' : 'Weight (14k gold)'} value={weight} testId="product-weight" /> : null}
              </dl>
            ) : null}

            {purchase(material)}
            <div className="mt-2 flex items-center justify-end gap-4">
              {beside ? <div className="mr-auto">{beside(material)}</div> : null}
              <ShareButton design={design} className="-mr-4" />
            </div>

            <p className="mt-8 font-sans text-sm leading-relaxed text-graphite">
              Cast to order in solid {silver ? '.925 sterling silver' : '14k gold'} and finished by hand. Free insured shipping; production takes about four to six weeks.
            </p>
          </AfterNextPaint>
        </div>
      </article>
      <AfterFirstPaint reserveClassName="mt-20 min-h-[760px] sm:mt-28 lg:min-h-[620px]" anchors={['reviews-title']}>
        {reviews}
      </AfterFirstPaint>
    </>
  );
}
