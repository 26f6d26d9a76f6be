// The inbox (issue 27, point 2): the desk's list of inquiries, one item, and what the admin does with it.
export const adminInbox = { method: 'GET', path: '/api/admin/inbox' } as const;
export const adminInboxItem = { method: 'GET', path: '/api/admin/inbox/:id' } as const;
export const replyToInboxItem = { method: 'POST', path: '/api/admin/inbox/:id/replies' } as const;
export const setInboxStatus = { method: 'PATCH', path: '/api/admin/inbox/:id/status' } as const;
export const offerQuotePrice = { method: 'POST', path: '/api/admin/inbox/:id/offers' } as const;
