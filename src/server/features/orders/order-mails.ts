/** The mails an order sends its customer, through the outbox in the transaction of their cause. */
import { materialLabel } from '@shared/materials';
import { formatPrice, fromCents } from '@shared/pricing';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { orders } from '../../db/schema';
import { enqueueMail } from '../mail/enqueue-mail';
import { noticeMail, shopLink } from '../mail/templates';

type OrderRow = typeof orders.$inferSelect;

const lineText = (o: OrderRow) => `${o.orderNumber}: ${o.designName}, ${materialLabel(o.material)}, quantity ${o.quantity}, ${formatPrice(fromCents(o.totalPriceCents))}`;

export async function queueOrderConfirmation(tx: DbOrTx, config: Config, checkoutNumber: string, paymentId: string, rows: OrderRow[]) {
  const total = rows.reduce((sum, o) => sum + o.totalPriceCents, 0);
  const mail = noticeMail({
    shop: config,
    subject: `Your order ${checkoutNumber} with ${config.shopName}`,
    title: 'Thank you for your order',
    paragraphs: [
      `We have received your payment of ${formatPrice(fromCents(total))}. Each piece is cast to order; production takes about 4-6 weeks, and we will write again when it ships, free, insured and tracked.`,
      ...rows.map(lineText),
    ],
    button: { label: 'View your receipt', url: shopLink(config, '/checkout/success', { session_id: paymentId }) },
  });
  await enqueueMail(tx, { kind: 'order-confirmation', to: rows[0].customerEmail, ...mail }, config);
}

export async function queueShippedMail(tx: DbOrTx, config: Config, o: OrderRow) {
  const mail = noticeMail({
    shop: config,
    subject: `Your order ${o.orderNumber} has shipped`,
    title: 'Your piece is on its way',
    paragraphs: [lineText(o), `Carrier: ${o.carrier}. Tracking number: ${o.trackingNumber}.`, 'US deliveries usually arrive within 2-5 business days of dispatch, international ones within 5-10.'],
    button: { label: 'See your orders', url: shopLink(config, '/orders') },
  });
  await enqueueMail(tx, { kind: 'order-shipped', to: o.customerEmail, ...mail }, config);
}

export async function queueInProductionMail(tx: DbOrTx, config: Config, o: OrderRow) {
  const mail = noticeMail({
    shop: config,
    subject: `Your order ${o.orderNumber} is in production`,
    title: 'Your piece is at the bench',
    paragraphs: [lineText(o), 'Our craftspeople have begun casting and finishing your piece. We will write again when it ships.'],
    button: { label: 'See your orders', url: shopLink(config, '/orders') },
  });
  await enqueueMail(tx, { kind: 'order-in-production', to: o.customerEmail, ...mail }, config);
}
