import { describe, expect, it } from 'vitest';
import { readTrackingToken, trackingToken, trackingUrl } from './tracking-links';

const SECRET = 'a-secret-long-enough-for-the-tests-of-this-file';

describe('order page links', () => {
  it('read back to the order number they were made for', () => {
    const token = trackingToken(SECRET, 'AU-10234');
    expect(token).toMatch(/^AU-10234-[A-Za-z0-9_-]{32}$/);
    expect(readTrackingToken(SECRET, token)).toBe('AU-10234');
    expect(trackingToken(SECRET, 'AU-10234')).toBe(token);
  });

  it('refuse another number, another secret, a changed signature and other shapes', () => {
    const token = trackingToken(SECRET, 'AU-10234');
    expect(readTrackingToken(SECRET, token.replace('AU-10234', 'AU-10235'))).toBeNull();
    expect(readTrackingToken(`${SECRET}!`, token)).toBeNull();
    expect(readTrackingToken(SECRET, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    for (const other of ['', 'AU-10234', `${token}x`, `x${token}`, token.replace('AU-', 'AX-')]) expect(readTrackingToken(SECRET, other)).toBeNull();
  });

  it('are page addresses without a dot, so the server answers them with the page', () => {
    const url = trackingUrl({ publicUrl: 'https://shop.example', authSecret: SECRET }, 'AU-10234');
    expect(url).toMatch(/^https:\/\/shop\.example\/orders\/track\/AU-10234-[A-Za-z0-9_-]{32}$/);
    expect(new URL(url).pathname).not.toContain('.');
  });
});
