// The bag page's own calls (and the checkout's): changing and removing lines, and the designs of a
// guest's lines in one read, to price them in the browser.
export const updateBagLine = { method: 'PATCH', path: '/api/cart/:itemId' } as const;
export const removeBagLine = { method: 'DELETE', path: '/api/cart/:itemId' } as const;
export const clearBag = { method: 'DELETE', path: '/api/cart' } as const;
export const designsByIds = { method: 'GET', path: '/api/designs' } as const;
