import type { Endpoint } from './endpoint';
import { authEndpoints } from './auth';
import { bagEndpoints } from './bag';
import { wishlistEndpoints } from './wishlist';
import { designEndpoints } from './designs';
import { collectionEndpoints } from './collections';
import { reviewEndpoints } from './reviews';
import { inquiryEndpoints } from './inquiries';
import { checkoutEndpoints } from './checkout';
import { promotionEndpoints } from './promotions';
import { orderEndpoints } from './orders';
import { chatEndpoints } from './chat';
import { systemEndpoints } from './system';
import { adminEndpoints } from './admin';
import { inboxEndpoints } from './inbox';
import { reviewDeskEndpoints } from './review-desk';
import { catalogueDeskEndpoints } from './catalogue-desk';

// The whole API in one place: the server registers these, the access-control tests iterate them.

export * from './endpoint';
export * from './enums';
export * from './common';
export * from './auth';
export * from './bag';
export * from './wishlist';
export * from './designs';
export * from './collections';
export * from './reviews';
export * from './inquiries';
export * from './checkout';
export * from './promotions';
export * from './orders';
export * from './chat';
export * from './system';
export * from './admin';
export * from './inbox';
export * from './review-desk';
export * from './catalogue-desk';

export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  ...bagEndpoints,
  ...wishlistEndpoints,
  ...designEndpoints,
  ...collectionEndpoints,
  ...reviewEndpoints,
  ...inquiryEndpoints,
  ...checkoutEndpoints,
  ...promotionEndpoints,
  ...orderEndpoints,
  ...chatEndpoints,
  ...systemEndpoints,
  ...adminEndpoints,
  ...inboxEndpoints,
  ...reviewDeskEndpoints,
  ...catalogueDeskEndpoints,
];

/** The same endpoints grouped by area, in the architecture's area names. */
export const endpointsByArea = {
  auth: authEndpoints,
  bag: bagEndpoints,
  wishlist: wishlistEndpoints,
  designs: designEndpoints,
  collections: collectionEndpoints,
  reviews: reviewEndpoints,
  inquiries: inquiryEndpoints,
  checkout: checkoutEndpoints,
  promotions: promotionEndpoints,
  orders: orderEndpoints,
  chat: chatEndpoints,
  system: systemEndpoints,
  admin: adminEndpoints,
  inbox: inboxEndpoints,
  reviewDesk: reviewDeskEndpoints,
  catalogueDesk: catalogueDeskEndpoints,
} as const;
