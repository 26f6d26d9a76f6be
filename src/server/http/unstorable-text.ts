/**
 * PostgreSQL's text and jsonb cannot hold U+0000, and jsonb refuses unpaired UTF-16 surrogates; JSON
 * and form fields can carry both (as \u escapes or raw bytes). Unchecked, such a request fails at the
 * database and is answered 500, or blamed on a provider as a 502, so every call's input is checked
 * once at the boundary and refused with a 400 before any use case runs.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when any string (or object key) in the value holds a NUL or an unpaired surrogate. */
export function hasUnstorableText(root: unknown): boolean {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
