import { readDate, shortDate } from '../../lib/dates';

/** 'Jan 5, 2026' from an ISO timestamp; '' when unreadable. */
export function formatDate(value: string | null | undefined): string {
  const date = readDate(value);
  return date ? shortDate(date) : '';
}

/** Track Package: a web search for the tracking number (spec 02 'My Orders'). */
export function trackingSearchUrl(carrier: string | null, trackingNumber: string): string {
  return `https://www.google.com/search?q=${encodeURIComponent([carrier, trackingNumber].filter(Boolean).join(' '))}`;
}
