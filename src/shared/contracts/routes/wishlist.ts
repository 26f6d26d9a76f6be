// The wishlist.
export const getWishlist = { method: 'GET', path: '/api/wishlist' } as const;
export const addToWishlist = { method: 'POST', path: '/api/wishlist' } as const;
export const removeFromWishlist = { method: 'DELETE', path: '/api/wishlist/:wishlistItemId' } as const;
