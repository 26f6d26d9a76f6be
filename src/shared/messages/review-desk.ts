import { plural } from './notice';

// The review desk (issue 27, point 3): /admin/reviews.
export const reviewDeskMessages = {
  heading: 'Reviews',
  lead: 'Every review of every piece, newest first. A hidden review leaves the product page and the rating, and is kept here until you show it again.',
  adminOnlyLead: 'The reviews desk is for the atelier’s administrators.',
  filterLabel: 'Show',
  columns: { piece: 'Piece', review: 'Review' },
  loading: 'Loading reviews',
  filters: { all: 'All', visible: 'Visible', hidden: 'Hidden' },
  count: (n: number) => plural(n, 'review', 'reviews'),
  empty: 'No reviews yet.',
  emptyFiltered: { visible: 'No visible reviews.', hidden: 'No hidden reviews.' },
  loadFailed: 'The reviews could not be loaded.',
  tryAgain: 'Try Again',
  hide: 'Hide',
  show: 'Show',
  hiddenBadge: 'Hidden',
  visibleBadge: 'Visible',
  privatePiece: 'Private piece',
  rating: (n: number) => `${n} of 5 stars`,
  member: (email: string) => `Member · ${email}`,
  guest: 'Guest',
  hidden: (name: string) => `The review by ${name} is hidden`,
  shown: (name: string) => `The review by ${name} is shown again`,
  failed: 'The review could not be changed',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  reviewNotFound: 'Review not found',
  /** The record of a change (admin_actions), as the item's history shows it. */
  actions: { hid: 'Hid the review', showed: 'Showed the review' },
} as const;
