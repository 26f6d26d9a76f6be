import type { VerifySessionResponse } from '@shared/contracts/orders';
import { materialLabel, pictureFor } from '@shared/materials';
import { successMessages } from '@shared/messages/checkout';
import { ordersMessages } from '@shared/messages/orders';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { Monogram } from '../../components/ui/monogram';
import { DetailRow } from '../../components/ui/summary-row';
import { site } from '../../lib/site';
import { PaidSummary } from './paid-summary';

/** The receipt (spec 02 'Checkout success'): logo, thanks, design image and name, number, material, quantity, total. */
export function ReceiptCard({ receipt }: { receipt: VerifySessionResponse }) {
  const { order, design } = receipt;
  const lines = receipt.orders ?? [];
  const name = design?.name ?? lines[0]?.designName ?? '';
  const image = (design && pictureFor(order.material, design)) || lines[0]?.designImageUrl || null;
  return (
    <article className="mx-auto w-full max-w-lg border border-hairline bg-pearl px-6 py-10 motion-safe:animate-rise sm:px-10 sm:py-12" data-testid="receipt">
      <header className="flex flex-col items-center text-center">
        <Monogram className="size-14" title={site.name} />
        <p className="mt-3 font-display text-sm uppercase tracking-[0.3em] text-graphite">{site.name}</p>
        <h1 className="mt-6 font-display text-[32px] font-medium leading-tight text-ink sm:text-[40px]">{successMessages.thankYou}</h1>
        <div aria-hidden className="mx-auto mt-5 h-px w-12 bg-gold" />
      </header>
      <div className="mx-auto mt-8 w-48 border border-hairline/70">
        <DesignImage src={image} alt={name || 'Your piece'} eager />
      </div>
      <p className="mt-5 text-center font-display text-[24px] font-medium leading-tight text-ink" data-testid="receipt-design">
        {name}
      </p>
      <dl className="mt-8 divide-y divide-hairline border-y border-hairline">
        <DetailRow strong label={successMessages.orderNumber} value={order.orderNumber} testId="receipt-order-number" />
        <DetailRow strong label={successMessages.material} value={materialLabel(order.material)} testId="receipt-material" />
        <DetailRow strong label={successMessages.quantity} value={String(order.quantity)} testId="receipt-quantity" />
        <DetailRow strong label={successMessages.total} value={formatPrice(order.totalPrice)} testId="receipt-total" />
      </dl>
      <div className="mt-6 empty:hidden">
        <PaidSummary prices={receipt.prices ?? null} gift={receipt.gift ?? null} showTotal={false} />
      </div>
      {lines.length > 1 ? (
        <ul className="mt-6 flex flex-col gap-2" aria-label="Every piece in this order" data-testid="receipt-lines">
          {lines.map((line, i) => (
            <li key={line.id} className="flex items-baseline justify-between gap-4 font-sans text-sm text-graphite">
              <span className="min-w-0 truncate">
                <span className="text-ink">{ordersMessages.pieceOf(i + 1, lines.length)}</span> · {line.designName} · {materialLabel(line.material)} × {line.quantity}
              </span>
              <span className="tabular-nums text-ink">{formatPrice(line.totalPrice)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
