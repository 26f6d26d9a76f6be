/**
 * The mails the desk sends from the inbox, through the outbox in the transaction of the reply or
 * offer: the admin's words as plain text (the layout escapes every value, once), the shop's name in
 * the subject, the item's reference. Nothing the customer wrote is quoted back.
 */
import type { InboxKind } from '@shared/options';
import { materialLabel } from '@shared/materials';
import { formatPrice } from '@shared/pricing';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail/enqueue-mail';
import { noticeMail, shopLink } from '../mail/templates';

const offerDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the customer sent, in their words for it: 'quote request', 'message', 'support ticket', 'application'. */
const WHAT: Record<InboxKind, string> = { quote: 'quote request', contact: 'message', ticket: 'support ticket', application: 'application' };

/** The admin's text as paragraphs: one per line, blank lines dropped. */
const paragraphsOf = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

interface Recipient { kind: InboxKind; name: string; email: string; reference: string }

function closing(config: Config, to: Recipient): string[] {
  return [`Your reference is ${to.reference}. To write back, email ${config.supportEmail} and quote it.`];
}

export async function queueReplyMail(tx: DbOrTx, config: Config, to: Recipient, message: string) {
  const mail = noticeMail({
    shop: config,
    subject: `${config.shopName}: a reply to your ${WHAT[to.kind]} (${to.reference})`,
    title: `A reply from ${config.shopName}`,
    preheader: `About your ${WHAT[to.kind]} ${to.reference}`,
    paragraphs: [`Dear ${to.name},`, ...paragraphsOf(message)],
    after: closing(config, to),
  });
  await enqueueMail(tx, { kind: `inbox-reply-${to.kind}`, to: to.email, ...mail }, config);
}

export interface OfferMailInput {
  token: string;
  designName: string;
  material: string;
  price: number;
  expiresAt: Date;
  message: string;
}

/** The quote's answer: the piece, the metal, the price, and the one button to pay for it. */
export async function queueOfferMail(tx: DbOrTx, config: Config, to: Recipient, offer: OfferMailInput) {
  const until = offerDate.format(offer.expiresAt);
  const mail = noticeMail({
    shop: config,
    subject: `${config.shopName}: your quote, ${formatPrice(offer.price)} (${to.reference})`,
    title: 'Your quote is ready',
    preheader: `${offer.designName} in ${materialLabel(offer.material)}: ${formatPrice(offer.price)}`,
    paragraphs: [
      `Dear ${to.name},`,
      ...paragraphsOf(offer.message),
      `${offer.designName}, ${materialLabel(offer.material)}: ${formatPrice(offer.price)}. Shipping is free, insured and tracked.`,
      `The button below opens a checkout for this piece at this price. It can be paid once, until ${until}.`,
    ],
    button: { label: 'Pay for your piece', url: shopLink(config, '/checkout', { offer: offer.token }) },
    after: closing(config, to),
  });
  await enqueueMail(tx, { kind: 'inbox-offer', to: to.email, ...mail }, config);
}
