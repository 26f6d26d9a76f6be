/**
 * The route handlers of the kept reads (route.ts's `catalogue` and `keptWhileBagUnchanged`). Each
 * wraps a route's own handler and the contract's serializer (which checks the answer, then makes
 * JSON), so an answer is checked and serialised once, when it is first computed, and always sent
 * through Fastify's reply.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../auth';
import type { BagAnswers } from './bag-answers';
import type { CatalogueCache } from './catalogue';
import { catalogueAnswer, sendCatalogueAnswer } from './catalogue-answer';

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
  return kept.size ? `${path}?${kept}` : path;
}

/** The key a raw URL would have if every parameter in it were known and already in its validated form. */
function rawKey(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  query.sort();
  return query.size ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/**
 * A public catalogue read, kept in the catalogue cache under its kept key. A request's answer is kept
 * only after it passed validation and the handler answered, so a refused URL is refused every time.
 * Two parts: `answerOnArrival`, the route's onRequest hook (after every app-wide one), answers a
 * request whose raw URL is already a kept key, since that URL passed validation before and would
 * again (parsing and validating cost more than the answer); `handler` answers the rest.
 */
export function keptCatalogueRead(pathTemplate: string, cache: CatalogueCache, compute: Compute, serialize: Serialize) {
  /** Requests whose kept answer the catalogue's last write dropped: the handler reuses their sync. */
  const syncedOnArrival = new WeakMap<FastifyRequest, number>();
  /** Sends the kept answer, or hands the request on to validation and the handler. */
  const answerOrPass = (req: FastifyRequest, reply: FastifyReply, done: () => void, key: string, generation: number) => {
    const kept = cache.get(key);
    // Sent without calling done(): Fastify goes on to the answer's onSend and onResponse hooks.
    if (kept) {
      sendCatalogueAnswer(req, reply, kept);
      return;
    }
    syncedOnArrival.set(req, generation);
    done();
  };
  // No closure is made per request on the embedded database, where the cache is current at once.
  const answerOnArrival = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = rawKey(req.url);
    if (!cache.get(key)) {
      done();
      return;
    }
    // The cache first catches up with the catalogue (at once on PGlite, a shared version read on PostgreSQL).
    const synced = cache.sync();
    if (typeof synced === 'number') answerOrPass(req, reply, done, key, synced);
    else synced.then((generation) => answerOrPass(req, reply, done, key, generation), done);
  };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const generation = syncedOnArrival.get(req) ?? (await cache.sync());
    const key = keptKey(pathTemplate, req);
    let answer = cache.get(key);
    if (!answer) {
      answer = catalogueAnswer(serialize(await compute(req, reply)));
      cache.set(key, answer, generation);
    }
    return sendCatalogueAnswer(req, reply, answer);
  };
  return { answerOnArrival, handler };
}

/** A member's read that shows only their bag and the catalogue, kept while their bag stamp holds (bag-answers.ts). */
export function keptBagRead(answers: BagAnswers, compute: Compute, serialize: Serialize) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { id, bagStamp } = req.caller as Caller;
    const kept = answers.get(id);
    let body = kept?.stamp === bagStamp ? kept.body : undefined;
    if (body === undefined) {
      // Computed after the stamp was read, so the answer is at least as new as the stamp says.
      const generation = answers.generation;
      body = serialize(await compute(req, reply));
      answers.set(id, { stamp: bagStamp, body }, generation);
    }
    // A string with a JSON content type is sent as it is: the contract already checked and serialised it.
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
