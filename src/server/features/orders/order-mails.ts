/**
 * The mails an order sends its customer, through the outbox in the transaction of their cause. The
 * customer knows one number per order (AU-10234; issue 21): a piece is named by its place among the
 * order's pieces, never by the desk's line number, and every mail links to the order's own page.
 */
import { count, eq } from 'drizzle-orm';
import { materialLabel } from '@shared/materials';
import { formatPrice, fromCents } from '@shared/pricing';
import { estimateText, orderTimeline, queueDelayWeeks, stepDetail, type TimelinePiece } from '@shared/timeline';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { noticeMail, shopLink, type MailSteps } from '../mail/templates';
import { piecesAhead } from './production-queue';
import { trackingUrl } from './tracking-links';

type OrderRow = typeof orders.$inferSelect;

const FOLLOW = 'Follow your order';

const placedDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const mailDate = (date: Date) => placedDate.format(date);

/**
 * The order's timeline in a mail (src/shared/timeline.ts, as My Orders and the order page show it):
 * the pieces the mail is about, the production queue ahead of them counted now, and the estimate
 * while one is still to ship.
 */
async function timelineSteps(tx: DbOrTx, config: Config, rows: readonly OrderRow[]): Promise<MailSteps> {
  const now = new Date();
  const pieces: TimelinePiece[] = await Promise.all(rows.map(async (o) => {
    if (o.trackingNumber !== null || o.shippedAt !== null) return o;
    const ahead = await piecesAhead(tx, o.createdAt);
    return { ...o, productionQueue: { ahead, delayWeeks: queueDelayWeeks({ ahead, piecesPerWeek: config.productionPiecesPerWeek, paidAt: o.createdAt, now }) } };
  }));
  const timeline = orderTimeline(pieces, now);
  return {
    heading: 'Where your order stands',
    rows: timeline.steps.map((step) => ({ label: step.label, detail: stepDetail(step, mailDate), reached: step.reached })),
    note: timeline.estimate ? estimateText(timeline.estimate, mailDate) : undefined,
  };
}

/** 'This order is a gift for Sam.' when the checkout was marked a gift (the note itself is printed for the recipient, not mailed). */
async function giftLine(tx: DbOrTx, paymentId: string): Promise<string[]> {
  const [payment] = await tx.select({ isGift: payments.isGift, recipient: payments.giftRecipient }).from(payments).where(eq(payments.id, paymentId));
  if (!payment?.isGift) return [];
  return [payment.recipient ? `This order is a gift for ${payment.recipient}.` : 'This order is a gift.'];
}

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
  // The amount charged: the pieces' prices less a promo code's discount (issue 26).
  const [paid] = await tx.select({ amountCents: payments.amountCents, discountCents: payments.discountCents, promoCode: payments.promoCode }).from(payments).where(eq(payments.id, paymentId));
  const total = paid?.amountCents ?? rows.reduce((sum, o) => sum + o.totalPriceCents, 0);
  const saving = paid && paid.discountCents > 0 && paid.promoCode ? ` (promo code ${paid.promoCode}: ${formatPrice(-fromCents(paid.discountCents))})` : '';
  const mail = noticeMail({
    shop: config,
    subject: `Your order ${checkoutNumber} with ${config.shopName}`,
    title: 'Thank you for your order',
    paragraphs: [
      `We have received your payment of ${formatPrice(fromCents(total))}${saving} for order ${checkoutNumber}. Each piece is cast to order; production takes about 4-6 weeks, and we will write again when it ships, free, insured and tracked.`,
      ...(await giftLine(tx, paymentId)),
      ...rows.map((o) => pieceText(o, rows.length)),
    ],
    steps: await timelineSteps(tx, config, rows),
    button: { label: FOLLOW, url: trackingUrl(config, checkoutNumber) },
    after: [
      `Your receipt: ${shopLink(config, '/checkout/success', { session_id: paymentId })}`,
      "A PDF receipt can be downloaded from the order's page and from My Orders.",
    ],
  });
  await enqueueMail(tx, { kind: 'order-confirmation', to: rows[0].customerEmail, ...mail }, config);
}

/**
 * A mail about one piece of an order: the piece (and the gift, if it is one) first, then `lines`, the
 * order's timeline and the button to its page. `subject` is given the piece's own ('Your order
 * AU-10234: piece 2 of 3').
 */
async function queuePieceMail(tx: DbOrTx, config: Config, o: OrderRow, kind: string, mail: { subject: (piece: string) => string; title: string; lines: string[] }) {
  const pieces = await piecesOf(tx, o);
  const notice = noticeMail({
    shop: config,
    subject: mail.subject(pieceSubject(o, pieces)),
    title: mail.title,
    paragraphs: [pieceText(o, pieces), ...(await giftLine(tx, o.paymentId)), ...mail.lines],
    steps: await timelineSteps(tx, config, [o]),
    button: { label: FOLLOW, url: trackingUrl(config, o.checkoutNumber) },
  });
  await enqueueMail(tx, { kind, to: o.customerEmail, ...notice }, config);
}

/** Shipped, or (`corrected`) the tracking number of a shipped piece changed. */
export async function queueShippedMail(tx: DbOrTx, config: Config, o: OrderRow, corrected = false) {
  await queuePieceMail(tx, config, o, 'order-shipped', {
    subject: (piece) => (corrected ? `New tracking number for your order ${o.checkoutNumber}` : `${piece} has shipped`),
    title: corrected ? 'A new tracking number' : 'Your piece is on its way',
    lines: [
      `${corrected ? 'The tracking number of this piece has changed. ' : ''}Carrier: ${o.carrier}. Tracking number: ${o.trackingNumber}.`,
      'US deliveries usually arrive within 2-5 business days of dispatch, international ones within 5-10.',
      ...(corrected ? [] : ["Its certificate of authenticity can now be downloaded from the order's page."]),
    ],
  });
}

export async function queueInProductionMail(tx: DbOrTx, config: Config, o: OrderRow) {
  await queuePieceMail(tx, config, o, 'order-in-production', {
    subject: (piece) => `${piece} is in production`,
    title: 'Your piece is at the bench',
    lines: ['Our craftspeople have begun casting and finishing your piece. We will write again when it ships.'],
  });
}

/** The desk marked the piece delivered (issue 26, point 3): the last step of its timeline. */
export async function queueDeliveredMail(tx: DbOrTx, config: Config, o: OrderRow) {
  await queuePieceMail(tx, config, o, 'order-delivered', {
    subject: (piece) => `${piece} has been delivered`,
    title: 'Your piece has arrived',
    lines: [
      "Our carrier reports it delivered. We hope it is everything you imagined; its certificate of authenticity can be downloaded from the order's page.",
      `If anything is not right, write to ${config.supportEmail} within seven days of delivery with photos and a description, and we will repair or replace it free.`,
    ],
  });
}

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
