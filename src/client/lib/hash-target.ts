// Its own module: the layout's scroll restoration needs it in the main chunk, and AfterFirstPaint
// beside it would come along.

/** The element id the URL's hash names; a malformed escape (`#%`) is taken as it is rather than thrown. */
export function hashTarget(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
