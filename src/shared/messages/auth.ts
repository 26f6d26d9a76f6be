import { notice } from './notice';

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
  /** The per-account login limit (issue 21): strangers' guesses must not lock the owner out for good. */
  accountLocked: (waitSeconds: number) =>
    `Too many failed attempts for this account: rate limit reached. If it is yours, use 'Forgot your password' for a reset link by email, or log in on a device you have used before; otherwise please wait ${waitSeconds} seconds.`,
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
  /** A reset link opened again after its password was set (issue 21): the screen speaks of the reset link. */
  alreadyUsed: 'This reset link has already been used. Request a new one below if you still need to set a password.',
  titles: { expired: 'Link expired', invalid: 'Invalid reset link', alreadyUsed: 'Reset link already used', error: 'Something went wrong' },
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
