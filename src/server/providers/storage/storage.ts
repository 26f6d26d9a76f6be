import type { FastifyInstance } from 'fastify';
import { UPLOADS_PREFIX, isStorageKey } from '@shared/stored-files';

/** Where images live: local files by default, S3-compatible storage when S3_BUCKET is set. Keys are content-addressed paths. */
export interface Storage {
  readonly name: string;
  /** Stores the bytes under the key (e.g. designs/ab/abcdef.png) and answers the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** Whether a key is stored (for work that fills in what is missing). */
  exists(key: string): Promise<boolean>;
  /** A stored key's bytes, or null when it is not stored (a piece's picture in its PDFs). */
  read(key: string): Promise<Buffer | null>;
  /** Registers what answers the URLs `put` returns (GET /uploads/<key>). */
  serve(app: FastifyInstance): Promise<void>;
}

export { UPLOADS_PREFIX };
export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}${key}`;
/** The key of a URL `put` answered (/uploads/<key>), or null for any other URL. */
export const keyOfUrl = (url: string): string | null => (url.startsWith(UPLOADS_PREFIX) && isStorageKey(url.slice(UPLOADS_PREFIX.length)) ? url.slice(UPLOADS_PREFIX.length) : null);
/** Keys are content hashes or random names, so a key's bytes never change: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function assertSafeKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
