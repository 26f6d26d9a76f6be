/**
 * Answers kept in memory between the writes that change them (decisions 0009 and 0012). Each wraps
 * a route's own handler and the contract's serializer (which checks the answer, then makes JSON), so
 * an answer is checked and serialised once, when it is first computed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './auth';
import { catalogueAnswer, writeCatalogueAnswer } from './catalogue-answers';
import { requestIdOf, type SetCommonHeaders } from './common-headers';
import type { PublicCache } from './public-cache';

type Compute = (req: FastifyRequest, reply: FastifyReply) => unknown;
type Serialize = (data: unknown) => string;

/**
 * The key a catalogue read is kept under: the route's path with its validated parameters, and the
 * query parameters the request named, sorted, with their validated values. A parameter the contract
 * does not know is left out, so `?cb=1`, `?cb=2`... share one entry instead of making one each.
 */
function keptKey(pathTemplate: string, req: FastifyRequest): string {
  const params = req.params as Record<string, unknown>;
  const path = pathTemplate.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const query = req.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const at = req.url.indexOf('?');
  const named = new URLSearchParams(at < 0 ? '' : req.url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (named.has(name) && value !== undefined) kept.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return keyOf(path, kept);
}

/** The key a raw URL would have if every parameter in it were known and already in its validated form. */
function rawKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  return keyOf(url.slice(0, at), query);
}

const keyOf = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/**
 * A public catalogue read, kept in the public cache under its kept key. A request's answer is kept
 * only after it passed validation and the handler answered, so a refused URL is refused every time.
 * Kept answers are mostly sent before the router (`answerKeptBeforeRouting`); this handler sends them
 * to the requests that reach it (`app.inject`, a URL with unknown parameters, or one the cache did not
 * hold when it arrived).
 */
export function keptCatalogueRead(pathTemplate: string, cache: PublicCache, compute: Compute, serialize: Serialize) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const generation = await cache.sync();
    const key = keptKey(pathTemplate, req);
    let answer = cache.get(key);
    if (!answer) {
      answer = catalogueAnswer(serialize(await compute(req, reply)));
      cache.set(key, answer, generation);
    }
    reply.hijack();
    writeCatalogueAnswer(req.raw, reply.raw, answer);
  };
}

/**
 * The server's request handler: a GET whose URL is already in its kept form and has a kept catalogue
 * answer is answered here, before Fastify routes it (the router, the request objects and the hooks
 * cost more than the answer); any other request goes to Fastify. A key is kept only after Fastify
 * routed it to a catalogue read, so nothing else is ever answered here.
 */
export function answerKeptBeforeRouting(cache: PublicCache, setHeaders: SetCommonHeaders, fastify: (req: IncomingMessage, res: ServerResponse) => void) {
  const answerOrPass = (req: IncomingMessage, res: ServerResponse, key: string) => {
    const answer = cache.get(key);
    if (!answer) return fastify(req, res);
    setHeaders(res, requestIdOf(req));
    writeCatalogueAnswer(req, res, answer);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET') return fastify(req, res);
    const key = rawKey(req.url!);
    if (!cache.get(key)) return fastify(req, res);
    // The cache first catches up with the catalogue (at once on PGlite, a shared version read on PostgreSQL).
    const synced = cache.sync();
    if (typeof synced === 'number') return answerOrPass(req, res, key);
    synced.then(() => answerOrPass(req, res, key), () => fastify(req, res));
  };
}

/** Members whose bag answer one instance keeps; past it the kept answers start over. */
const MAX_KEPT_BAGS = 10_000;

/**
 * A member's read that shows only their bag and the catalogue, kept per member under the bag stamp
 * read with their session (auth.ts): while the stamp is the same, so is the answer.
 */
export function keptBagRead(compute: Compute, serialize: Serialize) {
  const answers = new Map<string, { stamp: string; body: string }>();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, bagStamp } = req.caller as Caller;
    const kept = answers.get(id);
    let body = kept?.stamp === bagStamp ? kept.body : undefined;
    if (body === undefined) {
      // Computed after the stamp was read, so the answer is at least as new as the stamp says.
      body = serialize(await compute(req, reply));
      if (answers.size >= MAX_KEPT_BAGS) answers.clear();
      answers.set(id, { stamp: bagStamp, body });
    }
    // A string with a JSON content type is sent as it is: the contract already checked and serialised it.
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
