// Every area's texts in one module, for the server and the tests. The client imports each area's
// file (`@shared/messages/<area>`), so a page's bundle carries only the texts it shows.
import { notFound } from './not-found';
import { authMessages, verifyMessages, callbackMessages, resetMessages } from './auth';
import { dashboardMessages } from './dashboard';
import { navMessages } from './nav';
import { bagMessages } from './bag';
import { wishlistMessages } from './wishlist';
import { designLabMessages } from './design-lab';
import { homeMessages } from './home';
import { collectionsMessages, productMessages } from './catalogue';
import { reviewMessages } from './reviews';
import { quoteMessages, contactMessages, ticketMessages, careerMessages } from './inquiries';
import { checkoutMessages, successMessages, paymentMessages } from './checkout';
import { ordersMessages, adminMessages } from './orders';
import { chatMessages } from './chat';
import { apiMessages } from './api';
import { promoMessages, promoAdminMessages, giftMessages, savedDetailsMessages } from './promotions';
import { adminAreaMessages, overviewMessages } from './admin';
import { modelViewMessages } from './model-view';
import { inboxDeskMessages } from './inbox';
import { offerMessages } from './offers';
import { reviewDeskMessages } from './review-desk';
import { catalogueDeskMessages } from './catalogue-desk';

export type { Notice } from './notice';
export * from './not-found';
export * from './auth';
export * from './dashboard';
export * from './nav';
export * from './bag';
export * from './wishlist';
export * from './design-lab';
export * from './home';
export * from './catalogue';
export * from './reviews';
export * from './inquiries';
export * from './checkout';
export * from './orders';
export * from './chat';
export * from './api';
export * from './promotions';
export * from './admin';
export * from './model-view';
export * from './inbox';
export * from './offers';
export * from './review-desk';
export * from './catalogue-desk';

/** Every area in one object, for code that prefers one import. */
export const messages = {
  notFound,
  auth: authMessages,
  verify: verifyMessages,
  callback: callbackMessages,
  reset: resetMessages,
  dashboard: dashboardMessages,
  nav: navMessages,
  bag: bagMessages,
  wishlist: wishlistMessages,
  designLab: designLabMessages,
  home: homeMessages,
  collections: collectionsMessages,
  product: productMessages,
  reviews: reviewMessages,
  quote: quoteMessages,
  contact: contactMessages,
  ticket: ticketMessages,
  careers: careerMessages,
  checkout: checkoutMessages,
  success: successMessages,
  payment: paymentMessages,
  orders: ordersMessages,
  admin: adminMessages,
  chat: chatMessages,
  api: apiMessages,
  promo: promoMessages,
  promoAdmin: promoAdminMessages,
  gift: giftMessages,
  savedDetails: savedDetailsMessages,
  adminArea: adminAreaMessages,
  overview: overviewMessages,
  modelView: modelViewMessages,
  inbox: inboxDeskMessages,
  offer: offerMessages,
  reviewDesk: reviewDeskMessages,
  catalogueDesk: catalogueDeskMessages,
} as const;
