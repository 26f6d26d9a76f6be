import { ExternalLink, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { materialLabel } from '@shared/materials';
import { ordersMessages } from '@shared/messages/orders';
import { hasShipped } from '@shared/timeline';
import { formatPrice } from '@shared/pricing';
import { buttonClasses } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { stagger } from '../../lib/motion';
import { CheckoutPricesLine } from './checkout-prices-line';
import type { OrderGroup } from './group-orders';
import { formatDate, trackingSearchUrl } from './order-format';
import { StatusBadge } from './status-badge';
import { Engraving } from '../../components/ui/engraving';
import type { TrackedOrder } from '@shared/contracts/orders';
import { linkCertificate, linkReceipt, memberCertificate, memberReceipt } from './api/documents';
import { DownloadButton, type DocumentSource } from './download-button';
import { OrderTimeline } from './order-timeline';

/** What a piece's panel shows: My Orders' pieces and the order page's (a subset of UserOrder). */
export interface PieceView {
  designId: string | null;
  designName: string;
  designImageUrl: string | null;
  engraving: string | null;
  status: string;
  material: string;
  quantity: number;
  totalPrice?: number;
  trackingNumber: string | null;
  carrier: string | null;
  shippedAt: string | null;
  deliveredAt?: string | null;
}

/** A shipped piece's certificate, from where the page reads the order (the member's token or the signed link). */
export type CertificateSource = (piece: PieceView, index: number) => DocumentSource;

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <dt className="font-sans text-[11px] uppercase tracking-[0.18em] text-graphite">{label}</dt>
      <dd className="mt-1 font-sans text-sm font-medium tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One piece of an order: picture, name, status, material, quantity, total, and its tracking once shipped. */
export function OrderPiece({ piece, label, certificate }: { piece: PieceView; label?: string; certificate?: DocumentSource | null }) {
  const shipped = formatDate(piece.shippedAt);
  const delivered = formatDate(piece.deliveredAt);
  return (
    <li className="grid grid-cols-[72px_1fr] gap-x-4 gap-y-5 p-5 sm:grid-cols-[140px_1fr] sm:gap-x-8 sm:p-8" data-testid="order-piece">
      <div className="self-start border border-hairline/70 sm:row-span-2">
        <DesignImage src={piece.designImageUrl} alt={piece.designName} />
      </div>
      <div className="flex min-w-0 flex-col items-start gap-3 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          {label ? <p className="mb-1 font-sans text-[11px] uppercase tracking-[0.18em] text-graphite">{label}</p> : null}
          <h3 className="font-display text-[22px] font-medium leading-tight text-ink sm:text-[26px]" data-testid="order-name">
            {piece.designName}
          </h3>
          <Engraving text={piece.engraving} testId="order-engraving" className="mt-1" />
        </div>
        <StatusBadge status={piece.status} className="sm:mt-1" />
      </div>
      <div className="col-span-2 flex min-w-0 flex-col sm:col-span-1 sm:col-start-2">
        <dl className="grid grid-cols-3 gap-4 border-t border-hairline pt-5">
          <Fact label={ordersMessages.material} value={materialLabel(piece.material)} testId="order-material" />
          <Fact label={ordersMessages.quantity} value={String(piece.quantity)} testId="order-quantity" />
          {piece.totalPrice === undefined ? null : <Fact label={ordersMessages.total} value={formatPrice(piece.totalPrice)} testId="order-total" />}
        </dl>
        <div className="mt-5 flex flex-col gap-4 border-t border-hairline pt-5 sm:flex-row sm:items-center sm:justify-between">
          {piece.trackingNumber ? (
            <div className="flex items-start gap-3" data-testid="order-tracking">
              <Truck size={20} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0 text-shipped" />
              <p className="min-w-0 font-sans text-sm leading-relaxed text-graphite">
                <span className="text-ink">{piece.carrier}</span>{' '}
                <span className="break-all font-medium tabular-nums text-ink" data-testid="order-tracking-number">
                  {piece.trackingNumber}
                </span>
                {shipped ? <span className="block">{ordersMessages.shipped(shipped)}</span> : null}
                {delivered ? <span className="block">{ordersMessages.delivered(delivered)}</span> : null}
              </p>
            </div>
          ) : (
            <p className="font-sans text-sm text-graphite">{ordersMessages.awaitingShipment}</p>
          )}
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:shrink-0">
            {piece.designId ? (
              <Link to={`/product/${piece.designId}`} className={buttonClasses('secondary', 'sm')}>
                {ordersMessages.viewProduct}
              </Link>
            ) : null}
            {certificate ? <DownloadButton source={certificate} label={ordersMessages.downloadCertificate} testId="download-certificate" /> : null}
            {piece.trackingNumber ? (
              <a href={trackingSearchUrl(piece.carrier, piece.trackingNumber)} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'sm')} data-testid="track-package">
                {ordersMessages.trackPackage} <ExternalLink size={14} strokeWidth={1.5} aria-hidden />
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}

/** The order's one number, its date, (for several pieces) their count and the order's total, and its receipt. */
export function OrderHeader({ orderNumber, placedAt, pieces, total, receipt }: { orderNumber: string; placedAt: string; pieces: number; total?: number; receipt?: DocumentSource }) {
  const placed = formatDate(placedAt);
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-b border-hairline bg-ivory/60 px-5 py-4 sm:px-8">
      <h2 className="font-sans text-sm text-graphite">
        <span className="font-sans text-[11px] uppercase tracking-[0.18em]">{ordersMessages.order}</span>{' '}
        <span className="whitespace-nowrap font-medium tracking-[0.04em] text-ink" data-testid="order-number">
          {orderNumber}
        </span>
        {placed ? <span className="whitespace-nowrap"> · {ordersMessages.placed(placed)}</span> : null}
      </h2>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
        {pieces > 1 ? (
          <p className="font-sans text-sm text-graphite" data-testid="order-pieces">
            {ordersMessages.pieces(pieces)}
            {total === undefined ? null : <span className="tabular-nums text-ink"> · {formatPrice(total)}</span>}
          </p>
        ) : null}
        {receipt ? <DownloadButton source={receipt} label={ordersMessages.downloadReceipt} look="quiet" testId="download-receipt" /> : null}
      </div>
    </header>
  );
}

/**
 * An order's pieces under its header, each labelled 'Piece n of m' when there are several, each
 * shipped one with its certificate (issue 26, point 4) when the page says where it comes from.
 */
export function OrderPieces({ pieces, certificate }: { pieces: readonly PieceView[]; certificate?: CertificateSource }) {
  return (
    <ul className="divide-y divide-hairline">
      {pieces.map((piece, i) => (
        <OrderPiece
          key={i}
          piece={piece}
          label={pieces.length > 1 ? ordersMessages.pieceOf(i + 1, pieces.length) : undefined}
          certificate={certificate && hasShipped(piece) ? certificate(piece, i) : null}
        />
      ))}
    </ul>
  );
}

/**
 * One order in My Orders (spec 02 'My Orders'): its one number, its timeline (issue 26), and each of
 * its pieces under it (issue 21); the receipt and the certificates come with the member's token.
 */
export function OrderCard({ order, index }: { order: OrderGroup; index: number }) {
  return (
    <li className="border border-hairline bg-pearl motion-safe:animate-rise" style={stagger(index)} data-testid="order-card" data-order-number={order.orderNumber}>
      <OrderHeader orderNumber={order.orderNumber} placedAt={order.createdAt} pieces={order.pieces.length} total={order.pieces[0]?.checkoutPrices?.total ?? order.total} receipt={memberReceipt(order.pieces[0].id)} />
      <OrderTimeline pieces={order.pieces} />
      <OrderPieces pieces={order.pieces} certificate={(_piece, i) => memberCertificate(order.pieces[i].id)} />
      <CheckoutPricesLine prices={order.pieces[0]?.checkoutPrices} className="border-t border-hairline px-5 py-4 sm:px-8" />
    </li>
  );
}

/**
 * An order on its own page (issue 21), opened from the signed link of its mails: its number, its
 * timeline, its pieces; the receipt and the certificates are plain links under the same signature.
 */
export function TrackedOrderCard({ token, order }: { token: string; order: TrackedOrder }) {
  const { orderNumber, placedAt, pieces } = order;
  // The pieces of one order were paid together: the order's date is each one's Paid.
  const timeline = pieces.map((piece) => ({ ...piece, createdAt: placedAt }));
  return (
    <article className="border border-hairline bg-pearl motion-safe:animate-rise" data-testid="tracked-order" data-order-number={orderNumber}>
      <OrderHeader orderNumber={orderNumber} placedAt={placedAt} pieces={pieces.length} receipt={linkReceipt(token)} />
      <OrderTimeline pieces={timeline} />
      <OrderPieces pieces={pieces} certificate={(_piece, i) => linkCertificate(token, i + 1)} />
    </article>
  );
}
