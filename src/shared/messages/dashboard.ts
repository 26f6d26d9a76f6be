import { notice } from './notice';

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
