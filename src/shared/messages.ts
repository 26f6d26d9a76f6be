import { formatPrice } from './pricing';

// Every user-facing text of the spec, word for word, grouped by area. Toasts are { title, description };
// texts that show an address or a number are functions of it.

export interface Notice {
  title: string;
  description?: string;
}

const notice = (title: string, description?: string): Notice => (description === undefined ? { title } : { title, description });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const notFound = {
  title: '404 Page Not Found',
  description: 'Did you forget to add the page to the router?',
  apiRoute: 'Not found',
} as const;

export const authMessages = {
  fallback: {
    register: 'Registration failed',
    resend: 'Failed to resend confirmation email',
    login: 'Login failed',
    forgotPassword: 'Failed to send password reset email',
    resetPassword: 'Failed to reset password',
  },
  confirmEmailFirst: 'Please confirm your email address before logging in.',
  accountCreatedLogIn: 'Account created successfully. Please log in with your credentials.',
  /** A register message containing this is treated as success (spec 01, section 8). */
  accountCreatedMarker: 'Account created successfully',
  registeredLoginFailed: 'Registration completed but login failed. Please try logging in.',
  loginSessionFailed: 'Login completed but session creation failed. Please try again.',
  /** Server error texts carry this so the dialog shows the rate-limit toasts. */
  rateLimitMarker: 'rate limit',
  rateLimited: 'Too many requests: rate limit reached. Please wait a moment and try again.',
  invalidCredentials: 'Invalid email or password',
  unauthorized: 'Please log in to continue',
  forbidden: 'You do not have permission to do this',
  sessionExpired: 'Your session has expired. Please log in again.',
  emailTaken: 'An account with this email already exists',
  forgotPasswordSent: "If an account with that email exists, we've sent a password reset link.",
  resendSent: 'If an account with that email needs confirming, we have sent a new confirmation link.',
  toast: {
    missingInformation: notice('Missing information', 'Please enter both email and password.'),
    loginFailed: (message: string) => notice('Login failed', message),
    welcome: notice('Welcome!', 'You have successfully logged in.'),
    tooManyAttempts: (development: boolean) =>
      notice(
        'Too many attempts',
        development
          ? 'Please wait 60 seconds before requesting another email.'
          : 'Please wait a few minutes before trying again.',
      ),
    signUpFailed: (message: string) => notice('Sign up failed', message),
    accountCreated: notice('Account Created Successfully! 🎉', 'Please check your email for the confirmation link.'),
    pleaseWait: (message: string) => notice('Please wait', message),
    resendFailed: (message: string) => notice('Failed to resend', message),
    resendSuccess: notice('Confirmation Email Sent! ✨'),
    resetLinkFailed: (message: string) => notice('Failed to send reset link', message),
    resetLinkSent: notice('Reset Link Sent! ✨', "If an account with that email exists, we've sent a password reset link."),
  },
  dialog: {
    logIn: 'Log In',
    signUp: 'Sign Up',
    forgotLink: 'Forgot your password',
    sendResetLink: 'Send Reset Link',
    backToLogin: 'Back to Login',
    checkEmail: 'Check your email',
    passwordsMatch: 'Passwords match',
    close: 'Close',
    sendAgain: 'Send Again',
    login: 'Login',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
  },
  validation: {
    allFields: 'Please fill in all fields.',
    invalidEmail: 'Please enter a valid email address',
    passwordTooShort: 'Password must be at least 6 characters long',
    passwordsDoNotMatch: 'Passwords do not match',
    emailRequired: 'Please enter your email address.',
    passwordRequired: 'Please enter your password.',
    passwordTooLong: 'Password is too long',
  },
} as const;

export const verifyMessages = {
  loading: 'Confirming your exclusive access...',
  welcome: (shopName: string) => `Welcome to ${shopName}`,
  confirmed: 'Your access is confirmed.',
  invalidLink: 'This verification link is invalid or incomplete. Please check your email for the correct link.',
  expired: 'This verification link has expired.',
  alreadyUsed: 'This verification link has already been used.',
  somethingWrong: 'Something went wrong during verification.',
  network: 'Unable to verify your link. Please try again.',
  signUpAgain: 'Sign up again',
  usePassword: 'Use password instead',
  tryAgain: 'Try again',
  /** Substrings of the server's error that pick a state (spec 01, section 8). */
  markers: { expired: 'expired', alreadyUsed: ['already used', 'already been used'], invalid: 'invalid' },
} as const;

export const callbackMessages = {
  processing: 'Processing authentication...',
  network: 'Unable to verify your link. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const resetMessages = {
  loading: 'Validating reset link...',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  requestNewLink: 'Request New Reset Link',
  expiredOrInvalid: 'This password reset link has expired or is invalid. Please request a new one.',
  failed: 'Failed to reset password. Please try again.',
  toast: {
    missingInformation: notice('Missing information', 'Please fill in all fields.'),
    tooShort: notice('Password too short', 'Password must be at least 6 characters long.'),
    mismatch: notice('Password mismatch', 'Passwords do not match.'),
    invalidSession: notice('Invalid session'),
  },
  /** The recovery session may only set a new password (issue 3). */
  recoveryOnly: 'This reset link can only be used to set a new password',
} as const;

export const dashboardMessages = {
  welcome: (email: string) => `Welcome, ${email.split('@')[0]}`,
  createNewDesign: 'Create New Design',
  shop: 'Shop',
  requestQuote: 'Request a Quote',
  stayUpdated: 'Stay Updated',
  memberSince: (monthYear: string) => `Member Since ${monthYear}`,
  sampleMemberSince: 'Member Since January 2025',
  premiumMember: 'Premium Member',
  perks: ['Unlimited design consultations', 'Priority craftsman communication', 'Exclusive member pricing'],
  logOut: 'Log Out',
  welcomeToast: notice('Welcome!', 'You have successfully logged in.'),
} as const;

export const navMessages = {
  ourGoldStandard: 'Our Gold Standard',
  oneOfOne: 'One-of-One',
  promptingGuide: 'Prompting Guide',
  whoWeAre: 'Who We Are',
  requestAQuote: 'Request a Quote',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  myOrders: 'My Orders',
  /** Only administrators see it: their way to the order desk (issue 8). */
  orderDesk: 'Order Desk',
  logOut: 'Log Out',
  userFallback: 'User',
  checkBag: 'Check Bag',
  wishlist: 'Wishlist',
  shopCollection: 'Shop Collection',
  designLab: 'Design Lab',
  requestAQuoteMenu: 'Request A Quote',
  createAccount: 'Create an Account',
  login: 'Login',
  sections: { shopping: 'SHOPPING', discover: 'DISCOVER', account: 'ACCOUNT' },
  copyright: (shopName: string) => `© 2025 ${shopName}`,
} as const;

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
} as const;

export const wishlistMessages = {
  emptyTitle: 'Your Wishlist is Empty',
  emptyText: 'Save your favorite pieces to your wishlist and never lose track of what you love.',
  browse: 'Browse The Collection',
  saved: (n: number) => plural(n, 'item saved', 'items saved'),
  add: 'Add',
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

export const designLabMessages = {
  heading: 'BEGIN YOUR DESIGN',
  advancedOptions: 'Advanced options',
  style: 'Style',
  metalType: 'Metal type',
  finish: 'Finish',
  generate: 'GENERATE DESIGN',
  placeholder: 'Your Design Will Appear Here',
  countdown: (seconds: number) => `YOUR DESIGN WILL APPEAR HERE IN LESS THAN ${seconds} SECONDS`,
  tagline: 'From mind to metal in a moment…',
  imageGenerating: 'Image generating...',
  actions: { redo: 'REDO', restart: 'RESTART', download: 'DOWNLOAD', share: 'SHARE', requestQuote: 'REQUEST A QUOTE' },
  homeActions: { makeItReal: 'Make It Real', redo: 'Redo', share: 'Share', download: 'Download' },
  promptRequired: notice(
    'Prompt Required',
    "Please describe what you'd like to create. Your vision is essential for crafting your perfect piece.",
  ),
  /** The same text as one sentence, for the API's 400. */
  promptRequiredText:
    "Prompt Required: Please describe what you'd like to create. Your vision is essential for crafting your perfect piece.",
  promptTooLong: 'Prompt must be at most 1000 characters',
  linkCopied: 'Link copied to clipboard!',
  downloadFailed: 'Download failed. Please try again.',
  defaultName: 'Custom Design',
  generationFailed: notice('Generation failed', 'We could not create your design. Please try again.'),
  /** The textarea's 16 rotating placeholder prompts (spec 02, Design Lab). */
  placeholders: [
    'A sleeping fox curled around a crescent moon',
    'A hummingbird sipping from a honeysuckle bloom',
    'Two interlocking hearts engraved "A & J"',
    'A lighthouse on a cliff, waves breaking below',
    'A compass rose whose north points home',
    'A tiny paw print inside a heart, for my cat Miso',
    'A mountain range beneath a sky of scattered stars',
    'A honeybee resting on a single hexagon of comb',
    'A Celtic knot circling a small round gem',
    'An anchor wrapped in a twisting rope',
    'A rose in full bloom holding one dewdrop',
    'A feather that turns into a flock of birds',
    'A snowflake with a tiny heart at every tip',
    'A heartbeat line that ends in a star',
    'An oak tree whose roots form a heart',
    'A treble clef swirling into a music note',
  ],
  /** The prompt label, one per step of the ten-step schedule (PROMPT_LABEL_SCHEDULE_MS). */
  promptLabels: [
    'Describe your piece',
    'What would you like to wear?',
    'Tell us the story behind it',
    'Which symbol means the most to you?',
    'Name a moment worth keeping in gold',
    'What should it remind you of?',
    'Describe it as you see it',
    'Who will wear it?',
    'Paint it in a few words',
    'What will it celebrate?',
  ],
  /** The prompt's accessible name, steady while the visible label rotates. */
  promptName: 'Describe your design',
  /** The 12 messages that cycle every 8 seconds while a design is generated. */
  loadingMessages: [
    'Reading the lines of your idea…',
    'Sketching the first silhouette…',
    'Choosing where the light should fall…',
    'Setting the proportions for the bench…',
    'Warming the gold…',
    'Tracing the finest details…',
    'Fitting the bail and the jump ring…',
    'Polishing every curve…',
    'Weighing the piece, gram by gram…',
    'Pricing it as we would at the bench…',
    'Giving your design its name…',
    'Almost ready to show you…',
  ],
  eyebrow: 'Design Lab',
  lead: 'Describe the piece you imagine, in your own words. We draw it, name it and price it, then cast it by hand in solid gold or sterling silver.',
  promptHint: 'One clear idea works best: a symbol, a creature, a few words to engrave.',
  promptingGuide: 'Prompting guide',
  styleNone: 'None',
  generating: 'Generating…',
  placeholderLead: 'Describe a piece and press Generate Design. Your render, its name and its price appear here.',
  resultEyebrow: 'Your design',
  viewPiece: 'View the piece',
  madeToOrder: 'Made to order · 14k solid gold',
  recentTitle: 'Recently designed',
  recentLead: 'The newest pieces to leave the Design Lab.',
  recentEmpty: 'The first designs of the day are still on the drawing board.',
  /** Home page: the live panel and the Recent section. */
  liveTitle: 'Live from the atelier',
  livePromptName: 'Describe a piece',
  livePlaceholder: 'A fox beneath the moon…',
  liveGenerate: 'Generate',
  liveBack: 'Back to the latest designs',
  liveEmpty: 'New designs appear here as they leave the Design Lab.',
  showDesign: (n: number, total: number) => `Show design ${n} of ${total}`,
  recentSectionEmpty: 'No designs yet. Be the first to create one in the Design Lab.',
  openDesignLab: 'Create your own',
} as const;

export const collectionsMessages = {
  title: 'THE COLLECTION',
  tagline: 'Crafted in your choice of solid 14k gold or fine sterling silver.',
  empty: 'No designs found in this collection yet.',
  loadFailed: 'Failed to load designs. Please try again later.',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  allCollections: 'All Collections',
  backToCollections: 'Back to Collections',
  featuredPieces: 'Featured Pieces',
  viewCollection: 'View Collection',
  collectionNotFound: 'Collection not found',
} as const;

export const productMessages = {
  notFound: 'Design not found. This product may have been removed or the link is invalid.',
  /** The API's 404 text for an unknown design id (issue 4). */
  designNotFound: 'Design not found',
  adding: 'Adding...',
  buyNow: 'Buy Now',
  backToCollection: 'Back to Collection',
  viewInCollection: 'View in Collection',
  buyNowFailed: notice('Error', 'Failed to start checkout process. Please try again.'),
  linkCopied: notice('Link Copied'),
  shareFailed: notice('Could not copy the link', 'Please copy it from the address bar.'),
  share: 'Share',
} as const;

export const reviewMessages = {
  empty: 'No reviews yet. Be the first to review this piece!',
  missing: notice('Missing information', 'Please fill in all fields and select a rating.'),
  failed: notice('Error', 'Failed to submit review. Please try again.'),
  submitted: notice('Review submitted', 'Thank you for your feedback!'),
  nameLength: 'Name must be 1 to 80 characters',
  commentLength: 'Comment must be 1 to 2,000 characters',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  heading: 'Reviews',
  formHeading: 'Write a Review',
  nameLabel: 'Your name',
  ratingLabel: 'Rating',
  commentLabel: 'Your review',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  loadFailed: 'Reviews could not be loaded just now. Please try again later.',
  stars: (n: number) => `${n} of 5 stars`,
  count: (n: number) => plural(n, 'review', 'reviews'),
} as const;

export const quoteMessages = {
  nameRequired: notice('Name Required', 'Please enter your full name. This helps our artisans personalize your experience.'),
  nameInline: 'Please enter your full name.',
  emailRequired: notice('Email Required', 'Please enter a valid email address so we can send you your custom quote.'),
  emailInline: 'Please enter a valid email address.',
  budgetRequired: notice('Budget Range Required'),
  budgetInline: 'Please select your budget range.',
  sizeRequired: notice('Size Required'),
  sizeInline: 'Please select the size for your piece.',
  invalidFileType: notice('Invalid File Type', 'Please upload an image file.'),
  fileTooLarge: notice('File Too Large', 'Please upload an image smaller than 5MB'),
  submitting: 'Submitting...',
  cancel: 'Cancel',
  submit: 'Request a Quote',
  failed: notice('Submission Failed', 'Please try again or contact us directly.'),
  confirmed: notice('Request Confirmed', 'Our artisans are reviewing your vision. A tailored quote will arrive within 24-48 hours.'),
  badDataUrl: 'The reference image could not be read',
  conversion: { event: 'conversion', value: 1, currency: 'USD' },
} as const;

export const contactMessages = {
  missing: notice('Missing Information', 'Please fill all required fields'),
  fileTooLarge: notice('File Too Large', 'Please select an image smaller than 5MB'),
  invalidFileType: notice('Invalid File Type', 'Please select an image file (JPG, PNG, GIF, etc.)'),
  failed: (email: string) => notice('Failed to Send Message', `Please try again or contact us directly at ${email}`),
  sent: notice('Message Sent Successfully', "Thank you for contacting us. We'll get back to you within 24 hours."),
  submit: 'Send Message',
  sending: 'Sending...',
  openTicket: 'Submit a Ticket',
} as const;

export const ticketMessages = {
  missing: notice('Missing Information', 'Please fill in all required fields'),
  failed: (email: string) => notice('Failed to Submit Ticket', `Please try again or contact us directly at ${email}`),
  failedDefault: 'Failed to submit ticket',
  submitted: notice('Support Ticket Submitted', "We'll respond within 24 hours."),
  submit: 'Submit Ticket',
  submitting: 'Submitting...',
  backToContact: 'Send a message instead',
} as const;

export const careerMessages = {
  fullName: 'Full name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  position: 'Please select a position',
  experience: 'Please select your experience level',
  portfolio: 'Please enter a valid portfolio URL',
  coverLetter: 'Cover letter must be at least 50 characters',
  availability: 'Please select your availability',
  applyNow: 'Apply Now',
  cancel: 'Cancel',
  failed: notice('Submission Failed', 'There was an error submitting your application. Please try again.'),
  submitted: notice('Application Submitted', "Thank you for your interest! We'll review your application and get back to you soon."),
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const;

export const checkoutMessages = {
  emptyCart: 'Your cart is empty. Add some items before proceeding to checkout.',
  browseCollections: 'Browse Collections',
  backToCart: 'Back to Cart',
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

export const ordersMessages = {
  myOrders: 'My Orders',
  empty: 'No Orders Yet',
  browseCollections: 'Browse Collections',
  viewProduct: 'View Product',
  trackPackage: 'Track Package',
  orderNotFound: 'Order not found',
  lead: 'Follow each piece from the bench to your door.',
  loadFailed: 'We could not load your orders. Please try again.',
  tryAgain: 'Try Again',
  placed: (date: string) => `Placed ${date}`,
  material: 'Material',
  quantity: 'Quantity',
  total: 'Total',
  tracking: 'Tracking',
  shipped: (date: string) => `Shipped ${date}`,
  awaitingShipment: 'Your piece will ship once it leaves the bench.',
} as const;

export const adminMessages = {
  heading: 'Admin Orders',
  allOrders: (n: number) => `All Orders (${n})`,
  loadFailed: 'Failed to Load Orders',
  tryAgain: 'Try Again',
  empty: 'No orders yet',
  noMatch: 'No orders match your search',
  found: (n: number) => `Found ${n} order(s)`,
  columns: ['Order Number', 'Customer', 'Product', 'Material', 'Total', 'Status', 'Shipping', 'Notes', 'Actions'],
  errorTitle: 'Error',
  failure: {
    shipping: 'Failed to update shipping info',
    notes: 'Failed to update notes',
    status: 'Failed to update status',
  },
  toast: {
    shipping: notice('Shipping info updated', 'Customer has been notified via email'),
    notes: notice('Notes updated'),
    status: notice('Status updated'),
  },
  carrierRequired: 'Please select a carrier (USPS, UPS, FedEx or DHL)',
  trackingRequired: 'Please enter a tracking number',
  statusValues: "Status must be 'pending' or 'in_production'",
  /** Desk furniture (issue 8). */
  lead: 'Production, shipping and notes for every order.',
  adminOnly: "This page is for the shop's administrators.",
  adminOnlyLead: 'Please sign in with an administrator account to manage orders.',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Order number, payment id, name or email',
  notShipped: 'Not shipped',
  ship: 'Ship',
  updateShipping: 'Update',
  shippingTitle: 'Shipping',
  carrier: 'Carrier',
  chooseCarrier: 'Choose a carrier',
  trackingNumber: 'Tracking Number',
  saveShipping: 'Save and Notify',
  editNotes: 'Edit notes',
  addNote: 'Add note',
  notesTitle: 'Notes',
  saveNotes: 'Save Notes',
  cancel: 'Cancel',
  /** The production toggle's label: on while in production (spec 02, section 4). */
  inProduction: 'In production',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const chatMessages = {
  title: (shopName: string) => `${shopName} Chat`,
  thinking: 'Thinking...',
  failure:
    'I apologize, but I encountered an error. Please try again or use the contact information in our footer for direct assistance.',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message must be at most 2,000 characters',
} as const;

/** Texts the server answers for any request (issue 2: readable 4xx JSON errors). */
export const apiMessages = {
  malformedJson: 'The request body is not valid JSON',
  invalidRequest: 'The request is not valid',
  unstorableText: 'The request holds characters that cannot be stored (a NUL character or a broken surrogate pair)',
  bodyTooLarge: 'The request is too large',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidId: 'Invalid id',
  unknownField: (name: string) => `Unknown field: ${name}`,
  required: 'This field is required',
} as const;

/** Everything above in one object, for code that prefers one import. */
export const messages = {
  notFound,
  auth: authMessages,
  verify: verifyMessages,
  callback: callbackMessages,
  reset: resetMessages,
  dashboard: dashboardMessages,
  nav: navMessages,
  bag: bagMessages,
  wishlist: wishlistMessages,
  designLab: designLabMessages,
  collections: collectionsMessages,
  product: productMessages,
  reviews: reviewMessages,
  quote: quoteMessages,
  contact: contactMessages,
  ticket: ticketMessages,
  careers: careerMessages,
  checkout: checkoutMessages,
  success: successMessages,
  payment: paymentMessages,
  orders: ordersMessages,
  admin: adminMessages,
  chat: chatMessages,
  api: apiMessages,
} as const;
