import type { FastifyInstance } from 'fastify';

/** Where images live: local files by default, S3-compatible storage when S3_BUCKET is set. Keys are content-addressed paths. */
export interface Storage {
  readonly name: string;
  /** Stores the bytes under the key (e.g. designs/ab/abcdef.png) and answers the public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The public URL of a stored key. */
  url(key: string): string;
  /** Whether a key is stored (for work that fills in what is missing). */
  exists(key: string): Promise<boolean>;
  /** Registers what answers the URLs `put` returns (GET /uploads/<key>). */
  serve(app: FastifyInstance): Promise<void>;
}

/** Where the shop serves stored files, whichever storage holds them. */
export const UPLOADS_PREFIX = '/uploads/';
export const uploadUrl = (key: string) => `${UPLOADS_PREFIX}${key}`;
/** Keys are content hashes or random names, so a key's bytes never change: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Keys are a few safe path segments: no traversal, no surprises in URLs. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*){0,4}$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
