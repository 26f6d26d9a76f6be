import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ImageProvider } from '../providers/images/types';
import type { MailTransport } from '../providers/mail/transport';
import type { PaymentProvider, TestProcessor } from '../providers/payments';
import type { Storage } from '../providers/storage';
import type { Caches } from './cache';

/** What every use case may reach: the configuration, the database, the providers and the caches. */
export interface AppContext {
  config: Config;
  database: Database;
  transport: MailTransport;
  images: ImageProvider;
  storage: Storage;
  /** The card processor; null where none is configured (production without Stripe). */
  payments: PaymentProvider | TestProcessor | null;
  /** Every value kept in memory between requests (http/cache/). */
  caches: Caches;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
