/**
 * Registers an API call from its shared contract: the contract's path, method and schemas validate
 * the request and shape the answer, so a route file only parses, calls its use case and answers.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorResponse, type Endpoint } from '@shared/contracts/endpoint';
import { apiMessages } from '@shared/messages';
import { authenticate, requireAdmin, requireUser, type Caller } from './auth';
import { HttpError } from './errors';
import { createLimiter, type LimitName } from './rate-limits';
import { hasUnstorableText } from './unstorable-text';
import { keptBagRead, keptCatalogueRead } from './cache/kept-reads';
import type { App } from './context';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<B, Q, P> {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  /** The signed-in caller; always present on 'user' and 'admin' calls (the guard ran first). */
  caller: Caller;
  /** On public calls: the caller when a valid bearer token came along, else null (costs a query only then). */
  optionalCaller: () => Promise<Caller | null>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export function route<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined, R extends z.ZodType>(
  app: App,
  e: Endpoint<B, Q, P, R>,
  handler: (input: RouteInput<B, Q, P>) => Promise<z.input<R>> | z.input<R>,
  options: {
    bodyLimit?: number;
    /** Counted on arrival, refused requests too, under the named rule: calls naming one rule share its count (generate and refine). */
    rateLimit?: LimitName;
    /** A public catalogue read: the same answer for every caller, sent with an ETag (304 on a match) and kept in the catalogue cache (cache/kept-reads.ts). */
    catalogue?: boolean;
    /** A member's read that shows only their bag and the catalogue: kept per member while their bag stamp holds (cache/kept-reads.ts). */
    keptWhileBagUnchanged?: boolean;
  } = {},
) {
  const { caches } = app.ctx;
  const callerSource = { db: app.ctx.database.db, secret: app.ctx.config.authSecret, callers: caches.callers };
  const input = (req: FastifyRequest, reply: FastifyReply): RouteInput<B, Q, P> => ({
    body: req.body as Out<B>,
    query: req.query as Out<Q>,
    params: req.params as Out<P>,
    caller: req.caller as Caller,
    optionalCaller: () => authenticate(req, callerSource),
    req,
    reply,
  });
  if (options.catalogue && e.access !== 'public') throw new Error(`${e.path}: only public calls can share one kept answer`);
  if (options.keptWhileBagUnchanged && e.access === 'public') throw new Error(`${e.path}: a kept bag answer needs a signed-in caller`);
  const compute = (req: FastifyRequest, reply: FastifyReply) => handler(input(req, reply));
  const document = e.produces ? documentAnswer(e, compute) : null;
  const serialize = () => serializerCompiler({ schema: e.response, method: e.method, url: e.path, httpStatus: '200' });
  const catalogue = options.catalogue ? keptCatalogueRead(e.path, caches.catalogue, compute, serialize()) : null;
  const bagRead = options.keptWhileBagUnchanged ? keptBagRead(caches.bags, compute, serialize()) : null;
  const rule = options.rateLimit;
  const limiter = rule ? createLimiter(app) : null;
  const limited = rule && limiter ? (req: FastifyRequest) => limiter(req, rule) : null;
  const guard = e.access === 'public'
    ? undefined
    : async (req: FastifyRequest) => {
      await (e.access === 'admin' ? requireAdmin : requireUser)(req, callerSource);
    };
  app.route({
    method: e.method,
    url: e.path,
    bodyLimit: options.bodyLimit,
    // A kept catalogue answer carries its own compressed twins (cache/catalogue-answer.ts); a GET has no body to decompress.
    ...(catalogue ? { compress: false as const, decompress: false as const } : {}),
    schema: {
      summary: e.summary,
      ...(e.body && !e.multipart ? { body: e.body } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.params ? { params: e.params } : {}),
      // A document's answer is described under its own media type (the OpenAPI document's 'content').
      response: { '2xx': e.produces ? { description: `A document (${e.produces}), sent as an attachment`, content: { [e.produces]: { schema: e.response } } } : e.response, '4xx': ErrorResponse },
    },
    // Checked on arrival, before the body is read or validated: a stranger learns nothing about the call.
    onRequest: [...(limited ? [limited] : []), ...(guard ? [guard] : []), ...(catalogue ? [catalogue.answerOnArrival] : [])],
    preValidation: async (req) => {
      // Multipart is parsed app-wide for the routes that read it; anywhere else its body would be
      // dropped unread and the call run as if sent empty, so it is refused like any other content type.
      if (!e.multipart && req.isMultipart()) throw new HttpError(415, 'This content type is not accepted here.');
      if (hasUnstorableText(req.body) || hasUnstorableText(req.query) || hasUnstorableText(req.params)) {
        throw new HttpError(400, apiMessages.unstorableText);
      }
    },
    // The contract's response schema checks the answer; the cast only bridges Fastify's generic types.
    handler: (req, reply) => (catalogue?.handler ?? bagRead ?? document ?? compute)(req, reply) as never,
  });
}

/** Who must not keep a document: it is one customer's (or the desk's), never a shared cache's. */
export const DOCUMENT_CACHE_CONTROL = 'private, no-store';

/**
 * The handler of a call that answers a document (Endpoint.produces): the use case answers a File,
 * checked against the contract's file schema like any answer (a wrong one is a logged 500, never
 * sent), then sent as its bytes, as an attachment under the file's name. Buffers skip the JSON
 * serialiser, so the response schema only documents the answer.
 */
function documentAnswer(e: Endpoint, compute: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const file = await compute(req, reply);
    const checked = e.response.safeParse(file);
    if (!checked.success || !(file instanceof File)) throw new Error(`${e.method} ${e.path}: the answer is not the contract's document`);
    const bytes = Buffer.from(await file.arrayBuffer());
    return reply
      .header('Content-Type', file.type)
      .header('Content-Disposition', attachment(file.name))
      .header('Cache-Control', DOCUMENT_CACHE_CONTROL)
      .header('Content-Length', bytes.length)
      .send(bytes);
  };
}

/** `attachment; filename="..."` for a file name of letters, digits, dots, dashes and underscores (anything else becomes a dash). */
export function attachment(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '-')}"`;
}
