// Operations.
export const healthz = { method: 'GET', path: '/healthz' } as const;
export const apiDocs = { method: 'GET', path: '/api/docs' } as const;
