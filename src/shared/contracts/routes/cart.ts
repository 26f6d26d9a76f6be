// The bag as every page's shell keeps it: read, added to, and merged with a guest's at sign-in.
export const getCart = { method: 'GET', path: '/api/cart' } as const;
export const addToCart = { method: 'POST', path: '/api/cart' } as const;
export const mergeCart = { method: 'POST', path: '/api/cart/merge' } as const;
