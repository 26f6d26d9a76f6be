/**
 * The link to an order's own page that its mails carry (issue 21): /orders/track/AU-10234-<signature>,
 * where the signature is an HMAC of the order number under AUTH_SECRET. Nothing is stored: the same
 * order always gets the same link (a resent mail repeats it), no one can make a link for another
 * number without the secret, and a new secret retires every link at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { shopLink } from '../mail/templates';

/** 24 bytes of the HMAC, base64url: 32 characters, 192 bits, far beyond guessing. */
const SIGNATURE_BYTES = 24;
const TOKEN = /^(AU-\d{1,18})-([A-Za-z0-9_-]{32})$/;

function signature(secret: string, checkoutNumber: string): string {
  // The purpose is part of the signed text, so no other use of the secret can yield this value.
  return createHmac('sha256', secret).update(`order-tracking:${checkoutNumber}`).digest().subarray(0, SIGNATURE_BYTES).toString('base64url');
}

export function trackingToken(secret: string, checkoutNumber: string): string {
  return `${checkoutNumber}-${signature(secret, checkoutNumber)}`;
}

/** The order number a token was signed for, or null for anything else. */
export function readTrackingToken(secret: string, token: string): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, checkoutNumber, given] = match;
  return timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, checkoutNumber))) ? checkoutNumber : null;
}

/** The order page's address, as the mails carry it. */
export function trackingUrl(config: Pick<Config, 'publicUrl' | 'authSecret'>, checkoutNumber: string): string {
  return shopLink(config, `/orders/track/${trackingToken(config.authSecret, checkoutNumber)}`);
}
