// The catalogue: designs and collections.
export const getDesign = { method: 'GET', path: '/api/designs/:id' } as const;
export const publicDesigns = { method: 'GET', path: '/api/designs/public' } as const;
export const featuredCollections = { method: 'GET', path: '/api/collections/featured' } as const;
export const listCollections = { method: 'GET', path: '/api/collections' } as const;
export const getCollection = { method: 'GET', path: '/api/collections/:id' } as const;
// A piece's reviews, read and written on its product page (here rather than a file of their own: the
// review desk marks the reads old too, and a file two pages share would be one more script for the product page).
export const listReviews = { method: 'GET', path: '/api/reviews' } as const;
export const createReview = { method: 'POST', path: '/api/reviews' } as const;
