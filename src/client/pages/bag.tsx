import { bagMessages } from '@shared/messages/bag';
import { PageFrame } from '../components/layout/page-frame';
import { PageHeading } from '../components/ui/page-heading';
import { BagLines } from '../features/bag/bag-lines';
import { BagSkeleton, EmptyBag } from '../features/bag/bag-states';
import { BagSummary } from '../features/bag/bag-summary';
import { LeftOutNotice } from '../features/bag/left-out-notice';
import { useBag } from '../features/bag/use-bag';
import { PromoCodeField } from '../features/promotions/promo-code-field';
import { usePromoCode } from '../features/promotions/use-promo-code';

/** The bag (spec 01 2.9, spec 02 'Bag page'), its summary with the promo code's field (issue 26). */
export default function BagPage() {
  const bag = useBag();
  const promo = usePromoCode(bag.lines);

  return (
    <PageFrame>
      <PageHeading caps>{bagMessages.title}</PageHeading>
      <LeftOutNotice />
      {bag.isLoading ? (
        <BagSkeleton />
      ) : bag.lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_380px] lg:gap-16">
          <BagLines bag={bag} />
          <BagSummary totals={promo.totals} promoCode={promo.code} promoField={<PromoCodeField promo={promo} />} />
        </div>
      )}
    </PageFrame>
  );
}
