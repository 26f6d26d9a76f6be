/**
 * Access tokens whose signature was already checked, with their claims and expiry: a member's next
 * calls skip WebCrypto's HMAC check. A token never changes, so nothing makes an entry stale; the key
 * is the whole token string with the secret it passed under, and the expiry is still checked on
 * every call. Protects the bag's figure: without it the bag on PGlite fell from 0.72 to 0.36 of a bare
 * server (docs/performance.md). Process-wide, as the token check is a pure function.
 */
import { KeptValues } from './kept-values';

export interface VerifiedToken<C> {
  secret: string;
  claims: C;
  expiresAtMs: number;
}

const MAX_VERIFIED = 10_000;

export const verifiedTokens = new KeptValues<VerifiedToken<unknown>>(MAX_VERIFIED);
