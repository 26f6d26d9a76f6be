import type { DataTag, QueryFunctionContext } from '@tanstack/react-query';
import type { z } from 'zod';
import type * as contracts from '@shared/contracts';
import type { Endpoint } from '@shared/contracts/endpoint';
import { currentUser, type Route } from '@shared/contracts/routes';
import { bearerHeader, getValidSession, refreshStoredSession, type StoredSession } from './session';

/**
 * The API client (spec 01, section 7; issue 24): every call the client makes goes through here,
 * named by its route from `@shared/contracts/routes` (method and path as plain data, so no zod in
 * the browser), with its params, query, body and answer typed by the endpoint of the shared
 * contracts that has that method and path. A bearer header goes on every call whenever a valid
 * stored session exists; a non-OK answer raises `ApiError` (`STATUS: text`, or the status text when
 * the body is empty). Query keys come from the same route (`apiKey`), so a cache is named by its
 * endpoint, never by a URL written by hand.
 */

// ---------------------------------------------------------------------------------------------
// Types: a route's endpoint, and what a call of it takes and answers.

type Contracts = typeof contracts;
/** Every endpoint the contracts export. */
type AnyEndpoint = { [K in keyof Contracts]: Contracts[K] extends Endpoint ? Contracts[K] : never }[keyof Contracts];

/** The contract's endpoint with the route's method and path. */
export type EndpointOf<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;

type Present<S> = Exclude<S, undefined>;
type Has<S> = [Present<S>] extends [never] ? false : true;
/** What a schema takes (its input: a query's numbers may go as numbers, a default may be left out). */
type In<S> = Present<S> extends z.ZodType ? z.input<Present<S>> : never;

type ParamsPart<E extends Endpoint> = Has<E['params']> extends true ? { params: In<E['params']> } : { params?: undefined };
type QueryPart<E extends Endpoint> = Has<E['query']> extends true
  ? object extends In<E['query']> ? { query?: In<E['query']> } : { query: In<E['query']> }
  : { query?: undefined };
type BodyPart<R extends Route, E extends Endpoint> = R extends { multipart: true }
  ? { body: FormData }
  : Has<E['body']> extends true
    ? undefined extends In<E['body']> ? { body?: In<E['body']> } : { body: In<E['body']> }
    : { body?: undefined };

/** What a call of the route takes: the path's params, the query, the body (FormData for multipart calls). */
export type CallInput<R extends Route> = ParamsPart<EndpointOf<R>> & QueryPart<EndpointOf<R>> & BodyPart<R, EndpointOf<R>> & { signal?: AbortSignal };
/** What a call of the route answers (the response schema's output, as the server serialises it). */
export type Answer<R extends Route> = z.output<EndpointOf<R>['response']>;
/** The input, optional when nothing in it is required. */
type Args<R extends Route> = object extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** The loose shape every call's input has at run time. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

// ---------------------------------------------------------------------------------------------
// Errors.

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

/** Raises ApiError for a non-OK answer. */
async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/** The sentence the API answered in its JSON error body (`error`, else `message`), or null: a network error, another body. */
export function serverSentence(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed = JSON.parse(error.body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    /* not JSON */
  }
  return null;
}

/**
 * The readable sentence inside an error raised by the API client: the `error` field of a JSON
 * body when there is one, else the message without its status prefix.
 */
export function readableError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return serverSentence(error) ?? (error.body || fallback);
  if (error instanceof Error && error.message) return error.message.replace(/^\d{3}: /, '');
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// URLs and query keys.

const present = (value: unknown) => value != null;

/** `?a=1&b=x` from the query's values (null and undefined left out), or ''. No query of the API takes a list. */
export function queryString(query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (present(value)) params.append(key, String(value));
  const text = params.toString();
  return text && `?${text}`;
}

/** The route's path with each `:name` replaced by its value, URI-encoded; a missing value is a programming error. */
function fillPath(route: Route, params?: Record<string, unknown>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!present(params?.[name])) throw new Error(`${route.path}: no :${name}`);
    return encodeURIComponent(String(params?.[name]));
  });
}

/** The URL a call of the route goes to: the path with its params, then the query string. */
export function apiUrl<R extends Route>(route: R, ...[input]: Args<R>): string {
  const { params, query } = (input ?? {}) as LooseInput;
  return fillPath(route, params) + queryString(query);
}

/**
 * The query key of a read: the path cut at its params, each param's value (URI-encoded) in its
 * place, then the query's defined values as one object. `['/api/designs', id]`,
 * `['/api/designs/public', { page: 1, limit: 12 }]`. The parts before the query, joined with '/',
 * are the call's path: the server writes the keys of the reads it starts with a page so
 * (src/server/http/client-app.ts), and the page's own read then finds them. Without a param's value
 * the key stops there: a prefix of every read of the route, for invalidating them all
 * (`apiKey(getDesign)` is `['/api/designs']`).
 */
export function apiKey<R extends Route>(route: R, { params, query }: { params?: Partial<Record<string, unknown>>; query?: Record<string, unknown> } = {}): DataTag<readonly unknown[], Answer<R>, ApiError> {
  // '/api/designs/:id/refine' splits into '/api/designs', 'id', '/refine'.
  const [head, ...rest] = route.path.split(/\/:(\w+)/);
  const key: unknown[] = [head];
  const tagged = key as unknown as DataTag<readonly unknown[], Answer<R>, ApiError>;
  for (let i = 0; i < rest.length; i += 2) {
    const value = params?.[rest[i]];
    if (!present(value)) return tagged;
    key.push(encodeURIComponent(String(value)));
    if (rest[i + 1]) key.push(rest[i + 1].slice(1));
  }
  const kept = Object.entries(query ?? {}).filter(([, value]) => present(value));
  if (kept.length) key.push(Object.fromEntries(kept));
  return tagged;
}

// ---------------------------------------------------------------------------------------------
// Sending.

/** Auth calls whose 401 means wrong credentials or a spent link, not an expired access token. */
function replayable(url: string): boolean {
  const pathname = url.split('?')[0];
  return !pathname.startsWith('/api/auth/') || pathname === currentUser.path;
}

/**
 * One fetch with the stored session's bearer token (unless `withSession` is false). A 401 on a call
 * made with a token triggers at most one refresh of the session and one replay of the call with the
 * new token (not a retry).
 */
export async function fetchWithSession(url: string, init: RequestInit = {}, withSession = true): Promise<Response> {
  const send = (session: StoredSession | null) =>
    fetch(url, { ...init, headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined), ...bearerHeader(session) }, credentials: 'same-origin' });
  const session = withSession ? await getValidSession() : null;
  const res = await send(session);
  if (res.status !== 401 || !session || !replayable(url) || init.signal?.aborted) return res;
  const next = await refreshStoredSession(session.access_token);
  if (!next || next.access_token === session.access_token) return res;
  return send(next);
}

export interface SendOptions {
  /** false: no stored session's bearer token and no refresh (the auth calls that carry their own). */
  session?: boolean;
  /** Headers beside Accept and the body's Content-Type (an Authorization of the caller's own). */
  headers?: Record<string, string>;
  /** The request may outlive the page (a sign-out while leaving). */
  keepalive?: boolean;
}

/** The call's answer as it came, whatever its status: for the few callers that read a refusal's body themselves. */
export function sendApi<R extends Route>(route: R, input?: CallInput<R>, { session, headers, keepalive }: SendOptions = {}): Promise<Response> {
  const { params, query, body, signal } = (input ?? {}) as LooseInput;
  // FormData goes as it is: the browser writes its multipart Content-Type with the boundary.
  const json = body !== undefined && !(body instanceof FormData);
  return fetchWithSession(fillPath(route, params) + queryString(query), {
    method: route.method,
    headers: json ? { ...headers, 'Content-Type': 'application/json' } : headers,
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    signal,
    keepalive,
  }, session !== false);
}

/** The JSON answer of a call (null for an empty body); a non-OK answer raises ApiError. */
async function readAnswer<T>(res: Promise<Response>): Promise<T> {
  const answer = await res;
  await throwIfNotOk(answer);
  const text = await answer.text();
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Calls the route and answers its typed answer; a non-OK answer raises ApiError.
 * `callApi(addToBag, { body: { designId, quantity } })`, `callApi(getDesign, { params: { id } })`.
 */
export async function callApi<R extends Route>(route: R, ...[input]: Args<R>): Promise<Answer<R>> {
  return readAnswer(sendApi(route, input));
}

/** A GET of a URL the server named in the page (query-client's readEarly), read as callApi reads. */
export function readUrl(url: string, signal?: AbortSignal): Promise<unknown> {
  return readAnswer(fetchWithSession(url, { signal }));
}

/**
 * A read's query options for useQuery or the query client: its key (`apiKey`) and a query function
 * calling it (with the query's abort signal). Spread further options beside it.
 */
export function apiQuery<R extends Route>(route: R, ...[input]: Args<R>) {
  const loose = (input ?? {}) as LooseInput;
  return {
    queryKey: apiKey(route, loose),
    queryFn: ({ signal }: QueryFunctionContext) => callApi(route, ...([{ ...loose, signal }] as Args<R>)),
  };
}
