// Inquiries.
export const submitQuote = { method: 'POST', path: '/api/quotes/submit' } as const;
export const submitContact = { method: 'POST', path: '/api/contact', multipart: true } as const;
export const submitSupportTicket = { method: 'POST', path: '/api/support-ticket' } as const;
export const submitCareerApplication = { method: 'POST', path: '/api/career-applications' } as const;
