import { formatPrice } from '../pricing';

// A quote's price offer as its customer meets it (issue 27, point 2; docs/inbox.md): the checkout its
// link opens, and the payment's refusals. Apart from the desk's texts (./inbox.ts), which the
// checkout's bundle does not need.

/** The checkout an offer's link opens (/checkout?offer=...), and the payment's refusals. */
export const offerMessages = {
  quotedFor: (price: number) => `Quoted for you at ${formatPrice(price)}`,
  validUntil: (date: string) => `This price is yours until ${date}; the link can be paid once.`,
  loading: 'Loading your offer',
  unknown: 'This offer link is not valid. Please check the link in our email.',
  loadFailed: 'Your offer could not be loaded just now. Please try again in a moment.',
  expired: 'This offer has expired. Please write to us for a new one.',
  withdrawn: 'This offer was replaced by a newer one. Please use the link in our latest email.',
  paid: 'This offer has already been paid.',
  unavailable: 'The piece of this offer is no longer available. Please write to us.',
  withCode: 'A promo code cannot be used with a quoted price.',
  notThisPiece: 'This offer is for one piece: the design, metal and quantity it was quoted for.',
  stateTitle: 'About this offer',
  browse: 'Browse The Collection',
} as const;
