/**
 * How public catalogue reads are answered: the serialised body with a weak ETag and
 * `Cache-Control: public, no-cache` (browsers and proxies keep it but ask each time, so nobody sees
 * an old catalogue), 304 with no body when the caller already holds that answer, and brotli or gzip
 * made once per answer rather than once per request (the route turns @fastify/compress off).
 */
import { createHash } from 'node:crypto';
import negotiate from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CatalogueAnswer {
  body: Buffer;
  etag: string;
  /** Compressed twins, made on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Answers under this go as they are, kept or not (app.ts's @fastify/compress too): compressing them costs more than it saves. */
export const COMPRESS_FROM = 1024;

export function catalogueAnswer(json: string): CatalogueAnswer {
  const body = Buffer.from(json);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110's weak comparison: any listed tag (or `*`) matching ours, W/ prefixes ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

function compressed(answer: CatalogueAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length } });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body, { level: 9 });
  return answer.gzip;
}

/** Sent through Fastify's reply, so every hook, header and log line applies to a kept answer too. */
export function sendCatalogueAnswer(req: FastifyRequest, reply: FastifyReply, answer: CatalogueAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
  if (matches(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  // The same negotiation as @fastify/compress and @fastify/static use for every other answer.
  const accepted = req.headers['accept-encoding'];
  const encoding = accepted && answer.body.length >= COMPRESS_FROM ? negotiate(accepted, ['br', 'gzip']) : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-type', 'application/json; charset=utf-8').send(encoding ? compressed(answer, encoding) : answer.body);
}
