import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every use case may reach: the configuration and the database (providers join as they come). */
export interface AppContext {
  config: Config;
  database: Database;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
