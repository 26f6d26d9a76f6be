import { notice } from './notice';

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
  designImage: 'The design image must be one of the shop’s own design pictures.',
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
