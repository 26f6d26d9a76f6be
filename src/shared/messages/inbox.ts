import { OFFER_PRICE_MAX } from '../limits';
import { formatPrice } from '../pricing';
import { plural } from './notice';

// The inbox (issue 27, point 2; docs/inbox.md): the desk's list and item view, and the refusals of
// its calls and of the checkout an offer's link opens.

export const inboxDeskMessages = {
  heading: 'Inbox',
  lead: 'Quotes, messages, support tickets and applications, newest first.',
  adminOnlyLead: 'The inbox is for the shop’s administrators.',
  allKinds: 'Everything',
  allStatuses: 'Any status',
  kindFilter: 'Kind',
  statusFilter: 'Status',
  searchLabel: 'Search the inbox',
  searchPlaceholder: 'Search by name, email or text',
  /** 'All (1,204)' above the list. */
  count: (n: number) => `${plural(n, 'item', 'items')}`,
  found: (n: number) => `Found ${plural(n, 'item', 'items')}`,
  empty: 'Nothing in the inbox yet.',
  noMatch: 'Nothing matches.',
  loadFailed: 'The inbox could not be loaded.',
  tryAgain: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  columns: { kind: 'Kind', from: 'From', message: 'Message', status: 'Status', received: 'Received' },
  replies: (n: number) => plural(n, 'reply', 'replies'),
  open: (name: string) => `Open the item from ${name}`,

  // The item's own page.
  back: 'Back to the inbox',
  itemNotFound: 'Inbox item not found',
  itemLoadFailed: 'This item could not be loaded.',
  received: (when: string) => `Received ${when}`,
  sent: 'What they sent',
  reference: (ref: string) => `Reference ${ref}`,
  fields: {
    budget: 'Budget',
    size: 'Size',
    specialRequests: 'Special requests',
    referenceImage: 'Reference image',
    design: 'Design',
    material: 'Material',
    style: 'Style',
    subject: 'Subject',
    message: 'Message',
    image: 'Image',
    priority: 'Priority',
    category: 'Category',
    phone: 'Phone',
    position: 'Position',
    experience: 'Experience',
    availability: 'Availability',
    portfolio: 'Portfolio',
    coverLetter: 'Cover letter',
  },
  none: '—',
  conversation: 'Conversation',
  threadEmpty: 'No reply from the shop yet.',
  repliedBy: (email: string) => `Reply by ${email}`,
  offeredBy: (email: string) => `Price offer by ${email}`,

  reply: 'Reply',
  replyLabel: 'Your reply',
  replyHint: (email: string) => `Mailed to ${email} as plain text, and kept here.`,
  replyRequired: 'Please write a reply.',
  thenMark: 'Then mark it',
  sendReply: 'Send Reply',
  sending: 'Sending...',
  replySent: (email: string) => ({ title: 'Reply sent', description: `Mailed to ${email}.` }),

  status: 'Status',
  setStatus: 'Set Status',
  statusSet: (label: string) => ({ title: `Marked ${label.toLowerCase()}` }),
  failed: 'That did not work',

  offer: 'Offer a price',
  offerLead: 'The customer gets a link to a checkout for this design at this price, to pay once within 30 days. A new offer replaces the open one.',
  offerPrice: 'Price (whole US dollars)',
  offerMetal: 'Metal',
  offerNote: 'Note to the customer',
  sendOffer: 'Send Offer',
  offerSent: (email: string) => ({ title: 'Offer sent', description: `The checkout link was mailed to ${email}.` }),
  priceRange: `Enter a price in whole dollars, from $1 to ${formatPrice(OFFER_PRICE_MAX)}.`,
  offers: 'Offers',
  offerLine: (price: number, metal: string) => `${formatPrice(price)} · ${metal}`,
  offerState: {
    open: (until: string) => `Open until ${until}`,
    paid: (checkout: string | null) => (checkout ? `Paid · order ${checkout}` : 'Paid'),
    expired: 'Expired',
    withdrawn: 'Replaced by a newer offer',
    unavailable: 'The design no longer exists',
  },

  // The server's refusals of the desk's calls.
  offerOnlyQuotes: 'Only a quote can be answered with a price.',
  offerNoDesign: 'This quote names no design of the shop’s, so it cannot become a checkout link. Reply with a price instead.',
  offerDesignGone: 'The design of this quote no longer exists, so it cannot become a checkout link. Reply instead.',
} as const;

/** The checkout an offer's link opens (/checkout?offer=...), and the payment's refusals. */
export const offerMessages = {
  quotedFor: (price: number) => `Quoted for you at ${formatPrice(price)}`,
  validUntil: (date: string) => `This price is yours until ${date}; the link can be paid once.`,
  loading: 'Loading your offer',
  unknown: 'This offer link is not valid. Please check the link in our email.',
  expired: 'This offer has expired. Please write to us for a new one.',
  withdrawn: 'This offer was replaced by a newer one. Please use the link in our latest email.',
  paid: 'This offer has already been paid.',
  unavailable: 'The piece of this offer is no longer available. Please write to us.',
  withCode: 'A promo code cannot be used with a quoted price.',
  notThisPiece: 'This offer is for one piece: the design, metal and quantity it was quoted for.',
  stateTitle: 'About this offer',
  browse: 'Browse The Collection',
} as const;
