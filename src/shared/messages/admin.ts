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
