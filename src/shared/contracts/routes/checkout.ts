// Checkout.
export const createPaymentIntent = { method: 'POST', path: '/api/create-payment-intent' } as const;
export const confirmTestPayment = { method: 'POST', path: '/api/payments/test/confirm' } as const;
export const stripeWebhook = { method: 'POST', path: '/api/webhooks/stripe' } as const;
