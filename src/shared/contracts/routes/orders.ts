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
// The timeline's last step and the order's documents (issue 26, points 3 and 4).
export const markDelivered = { method: 'POST', path: '/api/orders/:orderId/delivered' } as const;
export const orderReceipt = { method: 'GET', path: '/api/orders/:orderId/receipt.pdf' } as const;
export const orderCertificate = { method: 'GET', path: '/api/orders/:orderId/certificate.pdf' } as const;
export const trackedReceipt = { method: 'GET', path: '/api/orders/track/:token/receipt.pdf' } as const;
export const trackedCertificate = { method: 'GET', path: '/api/orders/track/:token/pieces/:piece/certificate.pdf' } as const;
export const packingSlip = { method: 'GET', path: '/api/orders/:orderId/packing-slip.pdf' } as const;
export const productionSheet = { method: 'GET', path: '/api/orders/:orderId/production-sheet.pdf' } as const;
// The caster's files of a piece (issue 25, point 5).
export const orderModelStl = { method: 'GET', path: '/api/orders/:orderId/model.stl' } as const;
export const orderModel3mf = { method: 'GET', path: '/api/orders/:orderId/model.3mf' } as const;
