import { safe } from '../../lib/safe';

/**
 * The device tokens this browser's logins earned, by address (issue 21): the next login to the same
 * account sends its token, so strangers' wrong guesses, which lock the address for others, do not
 * lock its owner out here. Kept across logouts (that is the point); a few addresses at most.
 */
const KEY = 'aurum-device-tokens';
const MAX_ADDRESSES = 5;

type Tokens = Record<string, string>;

const normalise = (email: string) => email.trim().toLowerCase();

function read(): Tokens {
  const parsed: unknown = safe(() => JSON.parse(window.localStorage.getItem(KEY) ?? '{}'), {});
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Tokens) : {};
}

export function deviceTokenFor(email: string): string | undefined {
  const token = read()[normalise(email)];
  return typeof token === 'string' && token ? token : undefined;
}

/** Keeps the newest token for the address; the oldest addresses make room. */
export function keepDeviceToken(email: string, token: string): void {
  const address = normalise(email);
  const others = Object.entries(read()).filter(([known]) => known !== address).slice(-(MAX_ADDRESSES - 1));
  // Storage full or blocked: the login still works, only without the lockout shelter.
  safe(() => window.localStorage.setItem(KEY, JSON.stringify(Object.fromEntries([...others, [address, token]]))), undefined);
}
