// The catalogue: designs and collections.
export const getDesign = { method: 'GET', path: '/api/designs/:id' } as const;
export const publicDesigns = { method: 'GET', path: '/api/designs/public' } as const;
export const featuredCollections = { method: 'GET', path: '/api/collections/featured' } as const;
export const listCollections = { method: 'GET', path: '/api/collections' } as const;
export const getCollection = { method: 'GET', path: '/api/collections/:id' } as const;
