// The Design Lab: generating and refining, and the live feed.
export const generateDesign = { method: 'POST', path: '/api/designs/generate' } as const;
export const refineDesign = { method: 'POST', path: '/api/designs/:id/refine' } as const;
export const recentDesigns = { method: 'GET', path: '/api/designs/recent' } as const;
