import { notice, plural } from './notice';

export const wishlistMessages = {
  emptyTitle: 'Your Wishlist is Empty',
  emptyText: 'Save your favorite pieces to your wishlist and never lose track of what you love.',
  browse: 'Browse The Collection',
  saved: (n: number) => plural(n, 'item saved', 'items saved'),
  add: 'Add',
  /** The heart on a card (its name), and the product page's Save / Saved button (its name begins with its visible word). */
  toggle: {
    add: 'Add to wishlist',
    remove: 'Remove from wishlist',
    save: 'Save',
    saved: 'Saved',
    named: (word: string, designName?: string) => `${word} to wishlist${designName ? `: ${designName}` : ''}`,
  },
  continueShopping: 'Continue Shopping',
  failure: { add: 'Failed to add item to wishlist', remove: 'Failed to remove item from wishlist' },
  toast: {
    added: notice('Added to wishlist', 'Item has been added to your wishlist'),
    removed: notice('Removed from wishlist', 'Item has been removed from your wishlist'),
    loginRequired: notice('Login required', 'Please log in to use the wishlist'),
  },
  alreadySaved: 'This design is already in your wishlist',
  itemNotFound: 'Wishlist item not found',
} as const;
