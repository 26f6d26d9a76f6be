import { GIFT_MESSAGE_MAX, GIFT_RECIPIENT_MAX, PROMO_CODE_MAX, PROMO_CODE_MIN } from '../limits';
import type { PromoMaterials } from '../bag-totals';
import { formatPrice } from '../pricing';

// Promo codes (issue 26, point 1; docs/promotions.md): the customer's field and the server's refusals.

const METAL_PIECES: Record<Exclude<PromoMaterials, 'any'>, string> = { gold: 'gold pieces', silver: 'silver pieces' };

export const promoMessages = {
  field: 'Promo code',
  apply: 'Apply',
  applying: 'Applying...',
  remove: 'Remove',
  enterCode: 'Please enter a code.',
  /** The summary's row: 'Promo code SPRING10'. */
  row: (code: string) => `Promo code ${code}`,
  applied: (code: string) => `${code} applied`,
  /** The refusals, the server's words (the client shows them as they come). */
  unknown: "We don't know this code.",
  expired: 'This code has expired.',
  notStarted: 'This code is not active yet.',
  switchedOff: 'This code is no longer active.',
  usedUp: 'This code has been used up.',
  alreadyUsed: 'You have already used this code.',
  minSubtotal: (dollars: number) => `This code needs a bag of at least ${formatPrice(dollars)}.`,
  metalOnly: (materials: Exclude<PromoMaterials, 'any'>) => `This code applies to ${METAL_PIECES[materials]} only.`,
  /** My Orders and the order desk: what the checkout cost before and after its code. */
  paidWith: (code: string, discount: number) => `${code} ${formatPrice(-discount)}`,
  subtotalWas: (subtotal: number) => `Subtotal ${formatPrice(subtotal)}`,
  paid: (total: number) => `Paid ${formatPrice(total)}`,
  /** A code changed while the customer paid: the summary is shown again without it. */
  removedAtPayment: 'Your promo code could not be applied, so it was removed. Please review your total.',
} as const;

/** '10% off', '$20 off gold pieces', '15% off silver pieces on bags of $200 or more'. */
export function describePromo(terms: { kind: 'percent' | 'fixed'; amount: number; materials: PromoMaterials; minSubtotal: number }): string {
  const off = terms.kind === 'percent' ? `${terms.amount}% off` : `${formatPrice(terms.amount)} off`;
  const which = terms.materials === 'any' ? '' : ` ${METAL_PIECES[terms.materials]}`;
  const min = terms.minSubtotal > 0 ? ` on bags of ${formatPrice(terms.minSubtotal)} or more` : '';
  return `${off}${which}${min}`;
}

/** The admin's promo codes page and the CLI (issue 26, point 1). */
export const promoAdminMessages = {
  heading: 'Promo Codes',
  lead: 'Codes customers type in the bag or at checkout. A code switched off stops at once; payments already under way keep their price.',
  adminOnlyLead: 'Please sign in with an administrator account to manage promo codes.',
  allCodes: (n: number) => `All Codes (${n})`,
  empty: 'No promo codes yet.',
  loadFailed: 'Failed to Load Promo Codes',
  tryAgain: 'Try Again',
  create: 'Create Code',
  creating: 'Creating...',
  created: (code: string) => `${code} created`,
  switchOff: 'Switch Off',
  switchOn: 'Switch On',
  switchedOff: (code: string) => `${code} switched off`,
  switchedOn: (code: string) => `${code} switched on`,
  failed: 'Failed to save the promo code',
  columns: { code: 'Code', discount: 'Discount', conditions: 'Conditions', dates: 'Dates', uses: 'Uses', status: 'Status', actions: 'Actions' },
  fields: {
    code: 'Code', kind: 'Kind', percent: 'Percent off', fixed: 'Amount off ($)', amount: 'Amount', minSubtotal: 'Minimum bag ($)',
    startsOn: 'Starts on', endsOn: 'Ends after', maxUses: 'Uses in all', perCustomer: 'Uses per customer', materials: 'Pieces',
  },
  kinds: { percent: 'Percentage', fixed: 'Fixed amount' },
  materials: { any: 'Gold and silver', gold: 'Gold only', silver: 'Silver only' },
  active: 'Active',
  off: 'Off',
  unlimited: 'No limit',
  anyBag: 'Any bag',
  perCustomer: (n: number) => `${n} per customer`,
  uses: (used: number, max: number | null) => (max === null ? `${used}` : `${used} of ${max}`),
  reserved: (n: number) => `${n} in checkout`,
  from: (date: string) => `from ${date}`,
  until: (date: string) => `until ${date}`,
  always: 'Always',
  datesNote: 'Dates are whole days in UTC: a code works from the start of its first day to the end of its last.',
  /** Server answers. */
  required: 'Please fill in the code and the amount.',
  codeFormat: `A code is ${PROMO_CODE_MIN} to ${PROMO_CODE_MAX} letters, digits, dashes or underscores.`,
  codeTaken: 'A promo code with this name already exists.',
  percentRange: 'A percentage is a whole number from 1 to 100.',
  amountRange: 'The amount is a whole number of dollars above 0.',
  wholeNumber: 'A whole number above 0, or leave it empty.',
  minRange: 'The minimum bag is a whole number of dollars, 0 or more.',
  badDate: 'A date is written 2026-12-31.',
  datesOrder: 'The code must end after it starts.',
  notFound: 'Promo code not found',
} as const;

/** A gift at checkout (issue 26, point 2). */
export const giftMessages = {
  isGift: 'This is a gift',
  hint: 'We print your note on the packing slip; the parcel carries no prices.',
  recipient: "Recipient's name",
  message: 'Gift message',
  messageOptional: 'Gift message (optional)',
  counter: (n: number) => `${n} / ${GIFT_MESSAGE_MAX}`,
  recipientRequired: "Please enter the recipient's name.",
  recipientTooLong: `The recipient's name is ${GIFT_RECIPIENT_MAX} characters at most.`,
  messageTooLong: `A gift message is ${GIFT_MESSAGE_MAX} characters at most.`,
  /** The receipt. */
  giftFor: (recipient: string) => `A gift for ${recipient}`,
  receiptLabel: 'Gift',
} as const;

/** A member's saved address and their last order's details (issue 26, point 5). */
export const savedDetailsMessages = {
  heading: 'Saved address',
  intro: 'Kept for your next checkout. We fill the billing form with it; you can still change anything there.',
  save: 'Save Address',
  saving: 'Saving...',
  clear: 'Clear',
  saved: 'Address saved',
  cleared: 'Saved address cleared',
  failed: 'Failed to save your address',
  none: 'No address saved yet.',
  useLastOrder: 'Use the details of your last order',
  filledFromSaved: 'Filled in from your saved address.',
  filledFromLastOrder: 'Filled in from your last order.',
} as const;
