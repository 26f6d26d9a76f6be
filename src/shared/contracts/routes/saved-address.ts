// A member's saved address (issue 26, point 5): the dashboard's account tab and the checkout.
export const savedAddress = { method: 'GET', path: '/api/user/address' } as const;
export const saveAddress = { method: 'PUT', path: '/api/user/address' } as const;
export const clearSavedAddress = { method: 'DELETE', path: '/api/user/address' } as const;
