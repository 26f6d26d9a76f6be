/**
 * How public catalogue reads are answered: the serialised body with a weak ETag and
 * `Cache-Control: public, no-cache` (browsers and proxies keep it but ask each time, so nobody sees
 * an old catalogue), and 304 with no body when the caller already holds that answer.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './public-cache';

export const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** The validated params and query name the answer; the raw URL would let junk parameters fill the cache. */
export const catalogueKey = (path: string, params: unknown, query: unknown) => `${path} ${JSON.stringify(params ?? null)} ${JSON.stringify(query ?? null)}`;

/** RFC 9110's weak comparison: any listed tag (or `*`) matching ours, W/ prefixes ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

export function answerCatalogue(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'public, no-cache');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as it is: the contract already checked and serialised it.
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
