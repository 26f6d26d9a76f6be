/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

// Checked when the address is unknown, so a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash || !passwordHash.startsWith('$argon2')) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** Addresses are trimmed and lower-cased before every lookup and store. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
