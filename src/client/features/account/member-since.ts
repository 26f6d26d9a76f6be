import { monthAndYear, readDate } from '../../lib/dates';

/** 'January 2025' from an ISO timestamp; null when absent or unreadable. */
export function memberSinceMonth(createdAt: unknown): string | null {
  const date = readDate(createdAt);
  return date ? monthAndYear(date) : null;
}
