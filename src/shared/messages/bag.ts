import { BAG_MAX_LINES, CUSTOMIZATIONS_MAX_CHARS } from '../limits';
import { notice, plural } from './notice';

export const bagMessages = {
  title: 'SHOPPING BAG',
  empty: "Your bag is empty. Begin your search for jewelry that's as unique as you are.",
  clearAll: 'Clear All Items',
  orderSummary: 'Order Summary',
  subtotal: (count: number) => `Subtotal (${plural(count, 'item', 'items')})`,
  shipping: 'Shipping',
  shippingFree: 'Free',
  tax: 'Tax',
  taxAtCheckout: 'Calculated at checkout',
  total: 'Total',
  proceedToCheckout: 'Proceed to Checkout',
  errorTitle: 'Error',
  failure: {
    add: 'Failed to add item to bag',
    update: 'Failed to update item quantity',
    remove: 'Failed to remove item from bag',
    clear: 'Failed to clear bag',
  },
  toast: {
    added: notice('Added to bag', 'Item has been added to your bag'),
    removed: notice('Removed from bag', 'Item has been removed from your bag'),
    cleared: notice('Bag cleared', 'All items have been removed from your bag'),
  },
  /** Server answers (issue 4). */
  itemNotFound: 'Bag item not found',
  quantityRange: 'Quantity must be a whole number from 1 to 10',
  invalidCustomizations: 'Customizations must be an object or a JSON object string',
  invalidMaterial: "Material must be '14k-gold', 'sterling-silver' or '.925 Silver'",
  tooManyLines: 'Too many bag lines',
  /** Issue 21: a bag holds as many lines as a checkout takes. */
  bagFull: `Your bag holds up to ${BAG_MAX_LINES} different pieces. Please remove one before adding another.`,
  /** After sign-in, when the browser's bag did not all fit into the account's. */
  mergeOverflow: (left: number) => `${plural(left, 'piece', 'pieces')} from before you signed in did not fit: your bag holds up to ${BAG_MAX_LINES} different pieces.`,
  dismiss: 'Dismiss',
  customizationsTooLarge: `Customizations must be at most ${CUSTOMIZATIONS_MAX_CHARS} characters`,
} as const;
