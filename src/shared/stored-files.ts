// Where the shop serves the files it stores, and what their keys look like: one rule for the storage
// that writes them and for the contracts that accept a path to one (a quote's design image).

/** Stored files are served at /uploads/<key>, whichever storage holds them. */
export const UPLOADS_PREFIX = '/uploads/';

/** A few safe path segments: no traversal, no surprises in URLs. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*){0,4}$/i;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

/** A design's render as the shop stores it: /uploads/designs/<id>/<name>.<ext>. */
export function isDesignImagePath(path: string): boolean {
  const designs = `${UPLOADS_PREFIX}designs/`;
  return path.startsWith(designs) && isStorageKey(path.slice(UPLOADS_PREFIX.length));
}
