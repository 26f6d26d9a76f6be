/**
 * Answers kept in memory between the writes that change them (decisions 0009 and 0012). Each wraps
 * a route's own handler and the contract's serializer (which checks the answer, then makes JSON), so
 * an answer is checked and serialised once, when it is first computed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './auth';
import { catalogueAnswer, sendCatalogueAnswer } from './catalogue-answers';
import type { PublicCache } from './public-cache';

type Compute = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
type Serialize = (data: unknown) => string;

/**
 * A public catalogue read, kept by URL in the public cache. A kept answer goes out from the route's
 * `onRequest` hook, before validation and the handler; an answer is kept only after its request
 * passed validation and the handler answered, so a refused URL is refused every time.
 */
export function keptCatalogueRead(cache: PublicCache, compute: Compute, serialize: Serialize) {
  /** The cache generation a missed request started from: its answer is kept only if still current. */
  const startedAt = new WeakMap<FastifyRequest, number>();
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      const synced = cache.sync();
      const generation = typeof synced === 'number' ? synced : await synced;
      const answer = cache.get(req.url);
      if (!answer) return void startedAt.set(req, generation);
      sendCatalogueAnswer(req, reply, answer);
      return reply;
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const generation = startedAt.get(req) ?? (await cache.sync());
      const answer = catalogueAnswer(serialize(await compute(req, reply)));
      cache.set(req.url, answer, generation);
      sendCatalogueAnswer(req, reply, answer);
    },
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
