// The owner's desk (issue 27): the admin area's navigation and what its pages share.
export const adminAreaMessages = {
  navLabel: 'Admin',
  /** The area's pages, in the order the navigation shows them. */
  sections: {
    overview: 'Overview',
    orders: 'Orders',
    inbox: 'Inbox',
    catalogue: 'Catalogue',
    reviews: 'Reviews',
    promoCodes: 'Promo Codes',
  },
  history: 'History',
  historyEmpty: 'No changes from the desk yet.',
  historyFailed: 'The history could not be loaded.',
  /** 'Set shipping · admin@shop.com · 26 Nov 2026, 09:14' */
  historyBy: (email: string) => `by ${email}`,
} as const;

/** The Overview (issue 27, point 5). */
export const overviewMessages = {
  heading: 'Overview',
  lead: 'How the shop is doing: what was sold, what waits for the bench, what the Design Lab made.',
  adminOnlyLead: 'Please sign in with an administrator account to see how the shop is doing.',
  loadFailed: 'Failed to Load the Overview',
  tryAgain: 'Try Again',
  figures: {
    orders: (days: number) => `Orders, last ${days} days`,
    revenue: (days: number) => `Revenue, last ${days} days`,
    waiting: 'Waiting for the bench',
    late: (n: number) => (n === 0 ? 'None past 6 weeks' : `${n} past 6 weeks`),
    designs: (days: number) => `Designs generated, last ${days} days`,
    becameOrders: (n: number, percent: string) => `${n} became orders (${percent})`,
    pieces: (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
  },
  trade: 'Orders and Revenue',
  byDay: 'By day',
  byWeek: 'By week',
  tradeChart: (periods: string, orders: number, revenue: string) => `Revenue ${periods}: ${orders} orders, ${revenue} in all`,
  weekOf: (day: string) => `Week of ${day}`,
  queue: 'Production Queue',
  queueLead: 'Pieces paid and not shipped, oldest first, against the 4-6 week promise.',
  queueEmpty: 'Nothing is waiting for the bench.',
  queueColumns: ['Order', 'Piece', 'Material', 'Paid', 'Waiting', 'Promise'],
  daysWaiting: (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`,
  promise: { 'on-track': 'On track', due: 'Due now', late: 'Late' },
  inbox: 'Inbox',
  inboxLead: 'What still owes an answer.',
  inboxNew: (n: number) => `${n} new`,
  inboxInProgress: (n: number) => `${n} in progress`,
  designsHeading: 'Design Lab',
  designsChart: (generated: number, ordered: number) => `${generated} designs generated, ${ordered} of them ordered`,
  generated: 'Generated',
  ordered: 'Ordered',
} as const;
