import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { bearerHeader, getValidSession, refreshStoredSession, type StoredSession } from './session';

/**
 * The API client (spec 01, section 7): a bearer header on every call whenever a valid stored
 * session exists; generic reads build their URL from the query key; a non-OK answer raises
 * `STATUS: text` (or the status text when the body is empty).
 */

/** An error raised for a non-OK answer; `message` is `${status}: ${text || statusText}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * The readable sentence inside an error raised by the API client: the `error` field of a JSON
 * body when there is one, else the message without its status prefix.
 */
export function readableError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { error?: unknown; message?: unknown };
      if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      /* not JSON */
    }
    return error.body || fallback;
  }
  if (error instanceof Error && error.message) return error.message.replace(/^\d{3}: /, '');
  return fallback;
}

/** Builds a URL from query key parts joined by '/'; an object part becomes query parameters (null/undefined skipped). */
export function buildUrl(queryKey: QueryKey): string {
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (part == null) continue;
    if (typeof part === 'object' && !Array.isArray(part)) {
      for (const [key, value] of Object.entries(part as Record<string, unknown>)) {
        if (value == null) continue;
        if (Array.isArray(value)) value.forEach((v) => v != null && params.append(key, String(v)));
        else params.append(key, String(value));
      }
      continue;
    }
    segments.push(String(part));
  }
  const path = segments.join('/').replace(/([^:])\/{2,}/g, '$1/');
  const query = params.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** Auth calls whose 401 means wrong credentials or a spent link, not an expired access token. */
function replayable(path: string): boolean {
  const pathname = path.split('?')[0];
  return !pathname.startsWith('/api/auth/') || pathname === '/api/auth/user';
}

/**
 * One fetch with the stored session's bearer token. A 401 on a call made with a token triggers at
 * most one refresh of the session and one replay of the call with the new token (not a retry).
 */
export async function fetchWithSession(path: string, init: RequestInit = {}): Promise<Response> {
  const send = (session: StoredSession | null) =>
    fetch(path, { ...init, headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined), ...bearerHeader(session) }, credentials: 'same-origin' });
  const session = await getValidSession();
  const res = await send(session);
  if (res.status !== 401 || !session || !replayable(path) || init.signal?.aborted) return res;
  const next = await refreshStoredSession(session.access_token);
  if (!next || next.access_token === session.access_token) return res;
  return send(next);
}

/** The generic write helper: `apiRequest('POST', '/api/cart', { designId, quantity })`. Throws on a non-OK answer. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetchWithSession(path, { method, headers, body: payload });
  await throwIfNotOk(res);
  return res;
}

/** `apiRequest` that parses the JSON answer (null for an empty body). */
export async function apiJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, path, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default read: GET the URL built from the query key. With `returnNull`, a 401 answers null. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetchWithSession(buildUrl(queryKey), { signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
}

/** Spec 01 section 9: no retries, no refetch on focus (the current user excepted), no polling, never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});

/** The query key an element names in its `data-query-key` (JSON), or null when it does not parse. */
function queryKeyOf(element: HTMLElement): QueryKey | null {
  try {
    return JSON.parse(element.dataset.queryKey ?? '') as QueryKey;
  } catch {
    return null;
  }
}

/**
 * Puts the API answers the server sent inside the page (src/server/http/client-app.ts: inert
 * `<script type="application/json" data-query-key>` elements) into the query cache, so the first
 * render has the page's data. A script that does not parse is skipped: the page then fetches it.
 */
export function seedFromPage(doc: Document = document): void {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-query-key]')) {
    const key = queryKeyOf(script);
    try {
      if (key) queryClient.setQueryData(key, JSON.parse(script.textContent ?? ''));
    } catch {
      /* left to the page's own fetch */
    }
    script.remove();
  }
}

/**
 * Starts the page's own reads of the answers its HTML is already fetching (`<link rel="preload"
 * as="fetch" data-query-key>`, a product's design), so they take those downloads; resolves when
 * they have settled, or after `capMs` so a slow answer leaves the page its loading state.
 */
export function readEarly(doc: Document = document, capMs = 1000): Promise<void> {
  const keys = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"][data-query-key]')].map(queryKeyOf);
  const reads = keys.flatMap((queryKey) => (queryKey ? [queryClient.prefetchQuery({ queryKey })] : []));
  if (!reads.length) return Promise.resolve();
  return Promise.race([Promise.all(reads).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}
