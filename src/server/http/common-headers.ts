/**
 * The headers every answer carries, the framework's own refusals included (errors.ts): the security headers, computed once (security-headers.ts), and the request id, which a
 * caller may choose (a load balancer's id) or the server makes, so a 500's log entry can be found.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { securityHeaderValues } from './security-headers';

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

export type SetCommonHeaders = (res: ServerResponse, requestId: string) => void;

/** Set on the raw response, as helmet did: they survive whatever Fastify does to its own headers on an error. */
export function commonHeaders(config: Config): SetCommonHeaders {
  const security = Object.entries(securityHeaderValues(config));
  return (res, requestId) => {
    for (const [name, value] of security) res.setHeader(name, value);
    res.setHeader('x-request-id', requestId);
  };
}
