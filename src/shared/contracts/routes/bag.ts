// The bag as every page's shell keeps it: read, added to, and merged with a guest's at sign-in.
// The code says bag; the paths are the spec's, /api/cart (spec 01, section 7).
export const getBag = { method: 'GET', path: '/api/cart' } as const;
export const addToBag = { method: 'POST', path: '/api/cart' } as const;
export const mergeBag = { method: 'POST', path: '/api/cart/merge' } as const;
