import { describe, expect, it } from 'vitest';
import { longDate, monthAndYear, readDate, shortDate } from './dates';

describe('dates as the shop writes them', () => {
  it('writes what Intl writes for en-US, for every day of several years', () => {
    const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    const month = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long' });
    for (let day = new Date(2023, 0, 1); day.getFullYear() < 2027; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      expect(longDate(day)).toBe(long.format(day));
      expect(shortDate(day)).toBe(short.format(day));
      expect(monthAndYear(day)).toBe(month.format(day));
    }
  });

  it('reads ISO timestamps and epoch milliseconds; nothing else', () => {
    expect(readDate('2026-11-22T10:00:00.000Z')?.getTime()).toBe(Date.UTC(2026, 10, 22, 10));
    expect(readDate(0)?.getTime()).toBe(0);
    for (const bad of [undefined, null, '', 'not a date', {}, Number.NaN]) expect(readDate(bad)).toBeNull();
  });
});
