/**
 * Dates as the shop writes them, in the reader's time zone: what Intl's en-US formats write, written
 * out here. A page's first Intl formatter costs Chromium 15 to 30 ms (loading its locale data), about
 * four times as much on a phone, and these run in the first render of the pages that show dates.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The Date for an ISO timestamp (or epoch ms), or null when it is absent or unreadable. */
export function readDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'January 5, 2026'. */
export function longDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'Jan 5, 2026'. */
export function shortDate(date: Date): string {
  return `${MONTHS[date.getMonth()].slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** 'January 2026'. */
export function monthAndYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** 'Jan 5, 2026, 09:14' (24-hour clock), for records kept to the minute. */
export function dateAndTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${shortDate(date)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}
