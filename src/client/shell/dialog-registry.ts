import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogName, DialogProps } from '../lib/dialog-store';

/**
 * One place that knows every dialog: its accessible title (shown while its body loads) and its
 * body, loaded on first use so the dialogs' texts stay out of the first load.
 */
type Entry<N extends DialogName> = { title: string; size?: 'sm' | 'md' | 'lg'; Body: LazyExoticComponent<ComponentType<DialogProps[N]>> };

export const dialogRegistry: { [N in DialogName]: Entry<N> } = {
  auth: { title: 'Account', size: 'sm', Body: lazy(() => import('../features/auth/auth-dialog')) },
  contact: { title: 'Contact Us', Body: lazy(() => import('../features/inquiries/contact-dialog')) },
  quote: { title: 'Get Custom Quote', size: 'lg', Body: lazy(() => import('../features/inquiries/quote-dialog')) },
  ticket: { title: 'Submit Support Ticket', Body: lazy(() => import('../features/inquiries/ticket-dialog')) },
  careers: { title: 'Join the Team', size: 'lg', Body: lazy(() => import('../features/inquiries/careers-dialog')) },
  about: { title: 'About', size: 'lg', Body: lazy(() => import('../features/info/about-dialog')) },
  'gold-standard': { title: 'In Gold We Trust', size: 'lg', Body: lazy(() => import('../features/info/gold-standard-dialog')) },
  'one-of-one': { title: 'One-of-One', size: 'lg', Body: lazy(() => import('../features/info/one-of-one-dialog')) },
  'prompting-guide': { title: 'Prompting Guide', size: 'lg', Body: lazy(() => import('../features/info/prompting-guide-dialog')) },
  craft: { title: 'Our Craft', size: 'lg', Body: lazy(() => import('../features/info/craft-dialog')) },
  faq: { title: 'Common Questions', size: 'lg', Body: lazy(() => import('../features/info/faq-dialog')) },
  returns: { title: 'Returns & Exchanges', size: 'lg', Body: lazy(() => import('../features/info/returns-dialog')) },
  shipping: { title: 'Shipping & Delivery', size: 'lg', Body: lazy(() => import('../features/info/shipping-dialog')) },
  privacy: { title: 'Privacy Policy', size: 'lg', Body: lazy(() => import('../features/info/privacy-dialog')) },
  terms: { title: 'Terms of Service', size: 'lg', Body: lazy(() => import('../features/info/terms-dialog')) },
  // The 3D view: its body is small; three.js follows in a chunk of its own when the view opens.
  model: { title: '3D view', size: 'lg', Body: lazy(() => import('../components/model-view/model-dialog')) },
};
