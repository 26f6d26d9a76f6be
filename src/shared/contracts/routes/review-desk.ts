// The review desk (issue 27, point 3): /admin/reviews.
export const adminReviews = { method: 'GET', path: '/api/admin/reviews' } as const;
export const updateReview = { method: 'PATCH', path: '/api/admin/reviews/:id' } as const;
