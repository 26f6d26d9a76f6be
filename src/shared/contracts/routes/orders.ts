// Orders.
export const verifyPaymentIntent = { method: 'GET', path: '/api/orders/verify-payment-intent/:paymentIntentId' } as const;
export const verifySession = { method: 'GET', path: '/api/orders/verify-session' } as const;
export const userOrders = { method: 'GET', path: '/api/user/orders' } as const;
export const adminOrders = { method: 'GET', path: '/api/orders' } as const;
export const updateShipping = { method: 'PATCH', path: '/api/orders/:orderId/shipping' } as const;
export const updateNotes = { method: 'PATCH', path: '/api/orders/:orderId/notes' } as const;
export const updateStatus = { method: 'PATCH', path: '/api/orders/:orderId/status' } as const;
export const trackOrder = { method: 'GET', path: '/api/orders/track/:token' } as const;
export const resendTrackingLinks = { method: 'POST', path: '/api/orders/track/resend' } as const;
