// The signed-in session, which every page keeps (spec 01, section 7).
export const currentUser = { method: 'GET', path: '/api/auth/user' } as const;
export const refreshSession = { method: 'POST', path: '/api/auth/refresh' } as const;
export const logout = { method: 'POST', path: '/api/auth/logout' } as const;
