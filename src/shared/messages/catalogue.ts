import { notice } from './notice';

export const collectionsMessages = {
  title: 'THE COLLECTION',
  tagline: 'Crafted in your choice of solid 14k gold or fine sterling silver.',
  /** The landing's title and description (no category chosen): set by the page, and written into the HTML by the server. */
  landingMeta: {
    title: 'The Collection',
    description: 'Crafted in your choice of solid 14k gold or fine sterling silver. Browse our featured collections of made-to-order charms and pendants.',
  },
  empty: 'No designs found in this collection yet.',
  loadFailed: 'Failed to load designs. Please try again later.',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  allCollections: 'All Collections',
  backToCollections: 'Back to Collections',
  featuredPieces: 'Featured Pieces',
  viewCollection: 'View Collection',
  collectionNotFound: 'Collection not found',
} as const;

export const productMessages = {
  /** The way to a quote for the piece, in the metal shown (issue 27, point 2); here, not with the quote's texts, which the page would load as a chunk of their own. */
  requestQuote: 'Request a Quote',
  notFound: 'Design not found. This product may have been removed or the link is invalid.',
  /** The API's 404 text for an unknown design id (issue 4). */
  designNotFound: 'Design not found',
  adding: 'Adding...',
  buyNow: 'Buy Now',
  backToCollection: 'Back to Collection',
  viewInCollection: 'View in Collection',
  buyNowFailed: notice('Error', 'Failed to start checkout process. Please try again.'),
  linkCopied: notice('Link Copied'),
  shareFailed: notice('Could not copy the link', 'Please copy it from the address bar.'),
  share: 'Share',
} as const;

/** The 3D view's button (issue 25): on the product page and the Design Lab, so in every first load that shows a piece. The view's own texts are model-view.ts's, loaded with it. */
export const viewIn3dLabel = 'View in 3D';
