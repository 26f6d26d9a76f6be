import { formatPrice } from '../pricing';
import { notice } from './notice';

export const checkoutMessages = {
  /** The checkout's empty state and back link say 'cart': the spec quotes them word for word (spec 02, checkout). */
  emptyState: 'Your cart is empty. Add some items before proceeding to checkout.',
  browseCollections: 'Browse Collections',
  backToBag: 'Back to Cart',
  tax: 'Tax',
  taxZero: '$0',
  shippingFree: 'Free',
  secureNote: 'Your payment information is secure and encrypted. We never store your card details.',
  submit: (total: number) => `Complete Order - ${formatPrice(total)}`,
  processing: 'Processing...',
  orderComplete: 'Order Complete!',
  thankYou: 'Thank you for your order. You will receive a confirmation email shortly.',
  continueShopping: 'Continue Shopping',
  viewOrders: 'View Orders',
  paymentFailed: (message?: string) => notice('Payment Failed', message || 'There was an error processing your payment.'),
  paymentError: notice('Payment Failed', 'There was an error processing your payment. Please try again.'),
  paymentSuccess: (orderNumber: string) => notice('Payment Successful!', `Your order ${orderNumber} has been placed successfully.`),
  productLoadError: 'Error loading product details. Please refresh the page.',
  productNotFound: 'Error: Product not found',
  testMode: 'Test mode: no real card is charged. Use card 4242 4242 4242 4242 with any future expiry date and any CVC.',
  fields: { email: 'Email', name: 'Full Name', address: 'Address', city: 'City', state: 'State', zipCode: 'ZIP Code' },
  /** Server answers (issue 8). */
  emptyBag: 'Your bag is empty',
  amountMismatch: 'The amount does not match the current prices of your bag. Please review your order.',
  intentNotFound: 'Payment not found',
  notPaid: 'This payment has not been completed',
  /** Page furniture (issue 8). */
  title: 'CHECKOUT',
  orderSummary: 'Order Summary',
  billingDetails: 'Billing Details',
  cardDetails: 'Card Details',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  quantity: (n: number) => `Qty ${n}`,
  country: 'Country',
  countryUs: 'United States',
  card: { number: 'Card Number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' },
  required: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  orderNumber: 'Order number',
  stripeUnavailable: 'Card payments are not available just now. Please contact us to complete your order.',
  cardIncomplete: 'Please enter your complete card details.',
} as const;

export const successMessages = {
  invalidSession: notice('Invalid Session', 'No payment session found.'),
  verifying: 'Verifying your payment...',
  failed: notice('Verification Failed', "We couldn't verify your payment. Please contact support if you were charged."),
  thankYou: 'Thank you for your order!',
  title: 'Payment Receipt',
  orderNumber: 'Order Number',
  material: 'Material',
  quantity: 'Quantity',
  total: 'Total',
  viewOrders: 'View Orders',
  continueShopping: 'Continue Shopping',
} as const;

/** The built-in test processor's decline texts (issue 8), as Stripe words them. */
export const paymentMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  invalidExpiry: "Your card's expiration date is invalid.",
  alreadyConfirmed: 'This payment has already been completed.',
  testModeOff: 'The test payment processor is turned off',
  badSignature: 'Invalid webhook signature',
} as const;
