// Promo codes (issue 26, point 1): the bag's and the checkout's check, and the admin's codes page.
export const checkPromoCode = { method: 'POST', path: '/api/promo-codes/check' } as const;
export const adminPromoCodes = { method: 'GET', path: '/api/admin/promo-codes' } as const;
export const createPromoCode = { method: 'POST', path: '/api/admin/promo-codes' } as const;
export const updatePromoCode = { method: 'PATCH', path: '/api/admin/promo-codes/:id' } as const;
