/**
 * The mails an order sends its customer, through the outbox in the transaction of their cause. The
 * customer knows one number per order (AU-10234; issue 21): a piece is named by its place among the
 * order's pieces, never by the desk's line number, and every mail links to the order's own page.
 */
import { count, eq } from 'drizzle-orm';
import { materialLabel } from '@shared/materials';
import { formatPrice, fromCents } from '@shared/pricing';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { noticeMail, shopLink } from '../mail/templates';
import { trackingUrl } from './tracking-links';

type OrderRow = typeof orders.$inferSelect;

const FOLLOW = 'Follow your order';

/** 'Piece 2 of 3: Moon Phase Pendant, engraved “Max”, .925 Sterling Silver, quantity 1, $312' (no 'Piece' for a one-piece order). */
const pieceText = (o: OrderRow, pieces: number) =>
  `${pieces > 1 ? `Piece ${o.lineIndex + 1} of ${pieces}: ` : ''}${o.designName}${o.engraving ? `, engraved “${o.engraving}”` : ''}, ${materialLabel(o.material)}, quantity ${o.quantity}, ${formatPrice(fromCents(o.totalPriceCents))}`;

/** How many pieces the order of this piece has (by its payment: an indexed read). */
async function piecesOf(tx: DbOrTx, o: OrderRow): Promise<number> {
  const [{ n }] = await tx.select({ n: count() }).from(orders).where(eq(orders.paymentId, o.paymentId));
  return n;
}

/** 'Your order AU-10234' or, for one of several pieces, 'Your order AU-10234: piece 2 of 3'. */
const pieceSubject = (o: OrderRow, pieces: number) => `Your order ${o.checkoutNumber}${pieces > 1 ? `: piece ${o.lineIndex + 1} of ${pieces}` : ''}`;

export async function queueOrderConfirmation(tx: DbOrTx, config: Config, checkoutNumber: string, paymentId: string, rows: OrderRow[]) {
  const total = rows.reduce((sum, o) => sum + o.totalPriceCents, 0);
  const mail = noticeMail({
    shop: config,
    subject: `Your order ${checkoutNumber} with ${config.shopName}`,
    title: 'Thank you for your order',
    paragraphs: [
      `We have received your payment of ${formatPrice(fromCents(total))} for order ${checkoutNumber}. Each piece is cast to order; production takes about 4-6 weeks, and we will write again when it ships, free, insured and tracked.`,
      ...rows.map((o) => pieceText(o, rows.length)),
    ],
    button: { label: FOLLOW, url: trackingUrl(config, checkoutNumber) },
    after: [`Your receipt: ${shopLink(config, '/checkout/success', { session_id: paymentId })}`],
  });
  await enqueueMail(tx, { kind: 'order-confirmation', to: rows[0].customerEmail, ...mail }, config);
}

/** Shipped, or (`corrected`) the tracking number of a shipped piece changed. */
export async function queueShippedMail(tx: DbOrTx, config: Config, o: OrderRow, corrected = false) {
  const pieces = await piecesOf(tx, o);
  const mail = noticeMail({
    shop: config,
    subject: corrected ? `New tracking number for your order ${o.checkoutNumber}` : `${pieceSubject(o, pieces)} has shipped`,
    title: corrected ? 'A new tracking number' : 'Your piece is on its way',
    paragraphs: [
      pieceText(o, pieces),
      `${corrected ? 'The tracking number of this piece has changed. ' : ''}Carrier: ${o.carrier}. Tracking number: ${o.trackingNumber}.`,
      'US deliveries usually arrive within 2-5 business days of dispatch, international ones within 5-10.',
    ],
    button: { label: FOLLOW, url: trackingUrl(config, o.checkoutNumber) },
  });
  await enqueueMail(tx, { kind: 'order-shipped', to: o.customerEmail, ...mail }, config);
}

export async function queueInProductionMail(tx: DbOrTx, config: Config, o: OrderRow) {
  const pieces = await piecesOf(tx, o);
  const mail = noticeMail({
    shop: config,
    subject: `${pieceSubject(o, pieces)} is in production`,
    title: 'Your piece is at the bench',
    paragraphs: [pieceText(o, pieces), 'Our craftspeople have begun casting and finishing your piece. We will write again when it ships.'],
    button: { label: FOLLOW, url: trackingUrl(config, o.checkoutNumber) },
  });
  await enqueueMail(tx, { kind: 'order-in-production', to: o.customerEmail, ...mail }, config);
}

const placedDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The links of an address's orders, newest first (POST /api/orders/track/resend). */
export async function queueOrderLinks(tx: DbOrTx, config: Config, to: string, placed: Array<{ checkoutNumber: string; placedAt: Date }>) {
  const [latest] = placed;
  const several = placed.length > 1;
  const mail = noticeMail({
    shop: config,
    subject: several ? `Your orders with ${config.shopName}` : `Your order ${latest.checkoutNumber} with ${config.shopName}`,
    title: several ? 'Follow your orders' : 'Follow your order',
    paragraphs: [
      `You asked for the ${several ? 'links to your orders' : 'link to your order'}. Each page shows where every piece stands, and its tracking number once it ships.`,
      ...placed.map((p) => `Order ${p.checkoutNumber}, placed ${placedDate.format(p.placedAt)}: ${trackingUrl(config, p.checkoutNumber)}`),
    ],
    button: { label: several ? 'Follow your latest order' : FOLLOW, url: trackingUrl(config, latest.checkoutNumber) },
    after: ['If you did not ask for this mail, you can ignore it: the links show only the status of the orders.'],
  });
  await enqueueMail(tx, { kind: 'order-links', to, ...mail }, config);
}
