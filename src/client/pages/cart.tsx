import { ArrowRight, ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { materialLabel } from '@shared/materials';
import { bagMessages } from '@shared/messages/bag';
import { wishlistMessages } from '@shared/messages/wishlist';
import { formatPrice } from '@shared/pricing';
import { PageFrame } from '../components/layout/page-frame';
import { buttonClasses } from '../components/ui/button';
import { DesignImage } from '../components/ui/design-image';
import { PageHeading } from '../components/ui/page-heading';
import { dismissLeftOut, readLeftOut } from '../features/cart/merge-guest-bag';
import { lineImage } from '../features/cart/line-image';
import { QuantityStepper } from '../features/cart/quantity-stepper';
import { useBag, type BagLine } from '../features/cart/use-bag';
import { cn } from '../lib/cn';
import { stagger } from '../lib/motion';
import { Engraving } from '../components/ui/engraving';

function MetalDot({ material }: { material: BagLine['material'] }) {
  return <span aria-hidden className={cn('inline-block size-2.5 rounded-full ring-1 ring-inset ring-ink/10', material === 'sterling-silver' ? 'bg-silver' : 'bg-gold')} />;
}

function BagLineRow({ line, index, busy, onQuantity, onRemove }: { line: BagLine; index: number; busy: boolean; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  const name = line.design?.name ?? 'Custom Design';
  return (
    <li className="grid grid-cols-[96px_1fr] gap-x-5 gap-y-4 border-b border-hairline py-7 motion-safe:animate-rise sm:grid-cols-[128px_1fr_auto] sm:gap-x-8" style={stagger(index)} data-testid="bag-line" data-line-id={line.id}>
      <Link to={`/product/${line.designId}`} className="block self-start border border-hairline/70 transition-transform duration-150 ease-out hover:-translate-y-0.5" tabIndex={-1} aria-hidden>
        <DesignImage src={lineImage(line)} alt={name} />
      </Link>
      <div className="flex min-w-0 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-[22px] font-medium leading-tight text-ink sm:text-[26px]">
            <Link to={`/product/${line.designId}`} className="transition-colors duration-150 hover:text-gold-deep" data-testid="bag-line-name">
              {name}
            </Link>
          </h2>
          <button type="button" onClick={onRemove} disabled={busy} aria-label={`Remove ${name} from bag`} data-testid="bag-line-remove" className="-mr-2 -mt-1.5 inline-flex size-11 shrink-0 items-center justify-center text-graphite transition-colors duration-150 hover:text-danger disabled:opacity-40 sm:hidden">
            <X size={20} strokeWidth={1.5} aria-hidden />
          </button>
        </div>
        <p className="mt-2 flex items-center gap-2 font-sans text-xs uppercase tracking-[0.16em] text-graphite" data-testid="bag-line-material">
          <MetalDot material={line.material} />
          {materialLabel(line.material)}
        </p>
        <Engraving text={line.design?.engraving} testId="bag-line-engraving" className="mt-1" />
        <p className="mt-1 font-sans text-sm text-graphite">{formatPrice(line.unitPrice)} each</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4 sm:justify-start">
          <QuantityStepper value={line.quantity} busy={busy} onChange={onQuantity} label={`Quantity of ${name}`} size="sm" />
          <p className="font-display text-[22px] font-medium tabular-nums text-ink sm:hidden" data-testid="bag-line-total-mobile">
            {formatPrice(line.lineTotal)}
          </p>
        </div>
      </div>
      <div className="hidden flex-col items-end justify-between sm:flex">
        <p className="font-display text-[26px] font-medium tabular-nums leading-tight text-ink" data-testid="bag-line-total">
          {formatPrice(line.lineTotal)}
        </p>
        <button type="button" onClick={onRemove} disabled={busy} aria-label={`Remove ${name} from bag`} data-testid="bag-line-remove" className="inline-flex min-h-11 items-center gap-1.5 font-sans text-xs uppercase tracking-[0.16em] text-graphite transition-colors duration-150 hover:text-danger disabled:opacity-40">
          <X size={16} strokeWidth={1.5} aria-hidden /> Remove
        </button>
      </div>
    </li>
  );
}

function SummaryRow({ label, value, testId, strong = false }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    // The total's rule is on its own row: a <dl> may group a <dt> and its <dd> in one <div>, no deeper.
    <div className={cn('flex items-baseline justify-between gap-4', strong ? 'mt-4 border-t border-hairline pt-5' : 'py-2')}>
      <dt className={strong ? 'font-sans text-xs font-medium uppercase tracking-[0.2em] text-ink' : 'font-sans text-sm text-graphite'}>{label}</dt>
      <dd className={strong ? 'font-display text-[32px] font-medium tabular-nums leading-none text-ink' : 'font-sans text-sm text-ink tabular-nums'} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function OrderSummary({ count, subtotal, total }: { count: number; subtotal: number; total: number }) {
  return (
    <aside aria-labelledby="order-summary" className="border border-hairline bg-pearl p-6 sm:p-8 lg:sticky lg:top-32" data-testid="order-summary">
      <h2 id="order-summary" className="font-display text-[28px] font-medium leading-tight text-ink">
        {bagMessages.orderSummary}
      </h2>
      <div aria-hidden className="mt-4 h-px w-10 bg-gold" />
      <dl className="mt-6">
        <SummaryRow label={bagMessages.subtotal(count)} value={formatPrice(subtotal)} testId="bag-subtotal" />
        <SummaryRow label={bagMessages.shipping} value={bagMessages.shippingFree} testId="bag-shipping" />
        <SummaryRow label={bagMessages.tax} value={bagMessages.taxAtCheckout} testId="bag-tax" />
        <SummaryRow label={bagMessages.total} value={formatPrice(total)} testId="bag-total" strong />
      </dl>
      <Link to="/checkout" className={buttonClasses('primary', 'md', 'mt-8 w-full')} data-testid="proceed-to-checkout">
        {bagMessages.proceedToCheckout}
      </Link>
      <p className="mt-5 text-center font-sans text-xs leading-relaxed text-graphite">Each piece is made to order in our atelier and ships insured, free of charge.</p>
    </aside>
  );
}

function EmptyBag() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-6 text-center motion-safe:animate-rise" data-testid="bag-empty">
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <ShoppingBag size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <p className="mt-8 font-display text-[24px] font-medium leading-snug text-ink sm:text-[28px]">{bagMessages.empty}</p>
      <Link to="/collections" className={buttonClasses('primary', 'md', 'mt-10')}>
        {wishlistMessages.browse} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
      </Link>
    </div>
  );
}

function BagSkeleton() {
  return (
    <div role="status" aria-label="Loading your bag" className="grid gap-10 lg:grid-cols-[1fr_380px]">
      <ul className="border-t border-hairline">
        {[0, 1].map((i) => (
          <li key={i} className="grid grid-cols-[96px_1fr] gap-5 border-b border-hairline py-7 sm:grid-cols-[128px_1fr] sm:gap-8">
            <div className="aspect-square animate-pulse bg-hairline/60" />
            <div className="flex flex-col gap-3 pt-1">
              <div className="h-6 w-2/3 animate-pulse bg-hairline/60" />
              <div className="h-3 w-1/3 animate-pulse bg-hairline/60" />
              <div className="mt-4 h-10 w-32 animate-pulse bg-hairline/60" />
            </div>
          </li>
        ))}
      </ul>
      <div className="h-80 animate-pulse border border-hairline bg-pearl" />
    </div>
  );
}

/** Pieces from the browser's bag that a sign-in could not fit into the account's full bag. */
function LeftOutNotice() {
  const [left, setLeft] = useState(readLeftOut);
  if (!left) return null;
  return (
    <p role="status" data-testid="bag-left-out" className="mb-8 flex flex-wrap items-center justify-between gap-3 border border-hairline bg-pearl px-5 py-4 font-sans text-sm text-ink">
      {bagMessages.mergeOverflow(left)}
      <button type="button" onClick={() => { dismissLeftOut(); setLeft(0); }} className="min-h-11 font-sans text-xs uppercase tracking-[0.16em] text-graphite underline-offset-4 hover:text-ink hover:underline">
        {bagMessages.dismiss}
      </button>
    </p>
  );
}

/** The bag (spec 01 2.9, spec 02 'Bag page'). */
export default function CartPage() {
  const bag = useBag();
  const { lines, totals } = bag;

  return (
    <PageFrame>
      <PageHeading caps>{bagMessages.title}</PageHeading>
      <LeftOutNotice />
      {bag.isLoading ? (
        <BagSkeleton />
      ) : lines.length === 0 ? (
        <EmptyBag />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_380px] lg:gap-16">
          <section aria-label="Pieces in your bag">
            <div className="flex min-h-11 items-center justify-between border-b border-hairline pb-3">
              <p className="font-sans text-xs uppercase tracking-[0.2em] text-graphite" data-testid="bag-count-line">
                {totals.count} {totals.count === 1 ? 'piece' : 'pieces'}
              </p>
              {lines.length > 1 ? (
                <button type="button" onClick={() => void bag.clear()} disabled={bag.isClearing} className="inline-flex min-h-11 items-center font-sans text-xs uppercase tracking-[0.16em] text-graphite underline-offset-4 transition-colors duration-150 hover:text-danger hover:underline disabled:opacity-40" data-testid="bag-clear">
                  {bagMessages.clearAll}
                </button>
              ) : null}
            </div>
            <ul>
              {lines.map((line, index) => (
                <BagLineRow key={line.id} line={line} index={index} busy={bag.isLineBusy(line.id)} onQuantity={(quantity) => void bag.update(line.id, quantity)} onRemove={() => void bag.remove(line.id)} />
              ))}
            </ul>
            <Link to="/collections" className="mt-8 inline-flex min-h-11 items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:text-gold-deep">
              <ArrowRight size={16} strokeWidth={1.5} aria-hidden className="rotate-180" /> {wishlistMessages.continueShopping}
            </Link>
          </section>
          <OrderSummary count={totals.count} subtotal={totals.subtotal} total={totals.total} />
        </div>
      )}
    </PageFrame>
  );
}
