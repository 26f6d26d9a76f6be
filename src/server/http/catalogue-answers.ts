/**
 * How public catalogue reads are answered: the serialised body with a weak ETag and
 * `Cache-Control: public, no-cache` (browsers and proxies keep it but ask each time, so nobody sees
 * an old catalogue), 304 with no body when the caller already holds that answer, and brotli or gzip
 * made once per answer rather than once per request.
 *
 * The answer is written straight to the response, past Fastify's send hooks: a kept answer is a few
 * buffers and headers, and the hooks cost more than the rest of the request (decision 0012). The
 * security headers and the request id are already on the response (http/common-headers.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CatalogueAnswer {
  body: Buffer;
  etag: string;
  /** Compressed twins, made on first demand. */
  br?: Buffer;
  gzip?: Buffer;
}

/** Bodies under this go as they are: compressing them costs more than it saves (as for other answers). */
const COMPRESS_FROM = 1024;

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

/** The q-value the caller gives a coding (0 when refused or not listed); `*` covers the unlisted. */
function acceptance(acceptEncoding: string, coding: string): number {
  let star = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    const value = q ? Number(q[1]) : 1;
    if (name.trim() === coding) return value;
    if (name.trim() === '*') star = value;
  }
  return star;
}

function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const br = acceptance(acceptEncoding, 'br');
  const gzip = acceptance(acceptEncoding, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

function compressed(answer: CatalogueAnswer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length } });
    return answer.br;
  }
  answer.gzip ??= gzipSync(answer.body, { level: 9 });
  return answer.gzip;
}

export function writeCatalogueAnswer(req: IncomingMessage, res: ServerResponse, answer: CatalogueAnswer) {
  const headers: Record<string, string | number> = { etag: answer.etag, 'cache-control': 'public, no-cache', vary: 'accept-encoding' };
  if (matches(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = answer.body.length >= COMPRESS_FROM ? encodingFor(req.headers['accept-encoding']) : null;
  const body = encoding ? compressed(answer, encoding) : answer.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-type'] = 'application/json; charset=utf-8';
  headers['content-length'] = body.length;
  res.writeHead(200, headers).end(body);
}
