/**
 * The one error handler: every failure becomes `{ error: "..." }` with a 4xx a person can read,
 * or a logged 500 that shows no internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiMessages } from '@shared/messages';

/** Thrown by use cases for an expected refusal: the status and the sentence the caller sees. */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string, readonly extra?: Record<string, unknown>) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message: string = apiMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const GENERIC_500 = apiMessages.internal;

/** Fastify's own parsing failures, in words. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, `${apiMessages.malformedJson}.`],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, `${apiMessages.bodyTooLarge}.`],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its Content-Length.'],
  FST_ERR_BAD_URL: [400, 'The address is not valid: it has a broken %-escape.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be read.'],
};

/** Sentences for plugins' refusals that carry only the status's reason phrase ("Forbidden"). */
const STATUS_SENTENCES: Record<number, string> = {
  400: 'The request could not be read.',
  403: 'You do not have access to this.',
  404: 'Nothing was found at this address.',
  405: 'This method is not accepted here.',
  413: `${apiMessages.bodyTooLarge}.`,
  414: 'The address is too long.',
  415: 'This content type is not accepted here.',
  431: 'The request’s address or headers are too long.',
};

/**
 * Fastify's option for the errors its router raises before any hook runs (a broken %-escape, an
 * over-long parameter); `setHeaders` adds what every answer carries.
 */
export function frameworkErrors(setHeaders: (req: FastifyRequest, reply: FastifyReply) => void) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const [status, sentence] = FASTIFY_CODES[err.code] ?? [400, STATUS_SENTENCES[400]];
    setHeaders(req, reply);
    void reply.code(status).send({ error: sentence });
  };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB, a body
 * shorter than its Content-Length, garbage); they get the shop's shape too, then the socket closes.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const sentence = status === 408 ? 'The request took too long to arrive.' : STATUS_SENTENCES[status];
  const body = JSON.stringify({ error: sentence });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ error: describeValidation(err.validation, err.validationContext) });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...err.extra });
    }
    // The file servers refuse a path whose spelling they cannot check (a segment too long for a file
    // name): no such file is served, so it is answered as any path that is not there.
    if (err.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (isResponseSerializationError(err)) {
      req.log.error({ err, reqId: req.id }, 'response did not match its contract');
      return reply.code(500).send({ error: GENERIC_500 });
    }
    // Plugins (rate limit, multipart, static) raise 4xx errors; a bare reason phrase becomes a sentence.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: pluginSentence(status, err.message) });
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send({ error: GENERIC_500 });
  });
}

function pluginSentence(status: number, message: string | undefined): string {
  const bare = !message || message === STATUS_CODES[status] || !/\s/.test(message.trim());
  return bare ? (STATUS_SENTENCES[status] ?? 'The request was refused.') : message;
}

interface Issue { message?: string; instancePath?: string }

/** The first problem as a sentence. */
function describeValidation(validation: Issue[], context?: string): string {
  const first = validation[0];
  return fieldSentence(first?.message ?? 'Invalid request', first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') || context);
}

/** The contracts' own messages (the spec's texts) stand alone; zod's generic ones ("Invalid input:
 * expected string", "Too long: ...") are prefixed with the field they are about. */
export function fieldSentence(rawMessage: string, field?: string): string {
  const message = rawMessage.replace(/^Unrecognized keys?:/, 'Unknown field:');
  const generic = /^(Invalid|Unknown field|Too (big|small|long)|Expected|Required)/.test(message);
  return generic && field ? `${field}: ${message}` : message;
}
