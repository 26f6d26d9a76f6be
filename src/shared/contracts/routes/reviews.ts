// Reviews.
export const listReviews = { method: 'GET', path: '/api/reviews' } as const;
export const createReview = { method: 'POST', path: '/api/reviews' } as const;
