// Signing up and in, and the links mailed for it (spec 01, section 7).
export const register = { method: 'POST', path: '/api/auth/register' } as const;
export const login = { method: 'POST', path: '/api/auth/login' } as const;
export const resendConfirmation = { method: 'POST', path: '/api/auth/resend-confirmation' } as const;
export const forgotPassword = { method: 'POST', path: '/api/auth/forgot-password' } as const;
export const resetPassword = { method: 'POST', path: '/api/auth/reset-password' } as const;
export const confirmEmail = { method: 'POST', path: '/api/auth/confirm-email' } as const;
