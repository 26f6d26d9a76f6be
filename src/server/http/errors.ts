/**
 * The one error handler: every failure becomes `{ error: "..." }` with a 4xx a person can read,
 * or a logged 500 that shows no internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
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
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'The request could not be read.'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send({ error: describeValidation(err.validation, err.validationContext) });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.message, ...err.extra });
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.code(known[0]).send({ error: known[1] });
    if (isResponseSerializationError(err)) {
      req.log.error({ err, reqId: req.id }, 'response did not match its contract');
      return reply.code(500).send({ error: GENERIC_500 });
    }
    // Plugins (rate limit, multipart, static) raise 4xx errors whose messages are already readable.
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: err.message || 'The request was refused.' });
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return reply.code(500).send({ error: GENERIC_500 });
  });
}

interface Issue { message?: string; instancePath?: string }

/** The first problem as a sentence. The contracts' own messages (the spec's texts) stand alone; zod's
 * generic ones ("Invalid input: expected string") are prefixed with the field they are about. */
function describeValidation(validation: Issue[], context?: string): string {
  const first = validation[0];
  const message = (first?.message ?? 'Invalid request').replace(/^Unrecognized keys?:/, 'Unknown field:');
  const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  const generic = /^(Invalid|Unknown field|Too (big|small)|Expected|Required)/.test(message);
  if (generic && field) return `${field}: ${message}`;
  if (generic && context) return `${context}: ${message}`;
  return message;
}
