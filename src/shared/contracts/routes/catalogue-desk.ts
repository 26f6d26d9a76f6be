// The catalogue desk (issue 27, point 4): /admin/catalogue, its designs and its collections.
export const adminDesigns = { method: 'GET', path: '/api/admin/designs' } as const;
export const updateDesign = { method: 'PATCH', path: '/api/admin/designs/:id' } as const;
export const adminCollections = { method: 'GET', path: '/api/admin/collections' } as const;
export const updateCollection = { method: 'PATCH', path: '/api/admin/collections/:id' } as const;
