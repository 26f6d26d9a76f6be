// The owner's desk (issue 27): what is shared by every admin page.
export const adminActions = { method: 'GET', path: '/api/admin/actions' } as const;
export const adminOverview = { method: 'GET', path: '/api/admin/overview' } as const;
