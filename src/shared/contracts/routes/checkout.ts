// Checkout.
export const createPaymentIntent = { method: 'POST', path: '/api/create-payment-intent' } as const;
export const confirmTestPayment = { method: 'POST', path: '/api/payments/test/confirm' } as const;
export const stripeWebhook = { method: 'POST', path: '/api/webhooks/stripe' } as const;
/** A quote's price offer, read by the checkout its link opens (issue 27, point 2). */
export const getOffer = { method: 'GET', path: '/api/offers/:token' } as const;
