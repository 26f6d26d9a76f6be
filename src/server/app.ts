/**
 * buildApp: the whole shop as a Fastify instance that does not listen, so tests drive it with
 * app.inject and main.ts serves it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authRoutes } from './features/auth/routes';
import { bagRoutes } from './features/bag/routes';
import { chatRoutes } from './features/chat/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { stripeWebhookRoutes } from './features/checkout/stripe-webhook-routes';
import { collectionRoutes } from './features/collections/routes';
import { designRoutes } from './features/designs/routes';
import { inboxRoutes } from './features/inbox/routes';
import { inquiryRoutes } from './features/inquiries/routes';
import { devMailboxRoutes } from './features/mail/dev-mailbox-routes';
import { fulfilPayment } from './features/orders/fulfil-payment';
import { orderRoutes } from './features/orders/routes';
import { promotionRoutes } from './features/promotions/routes';
import { adminRoutes } from './features/admin/routes';
import { catalogueDeskRoutes } from './features/catalogue-desk/routes';
import { reviewRoutes } from './features/reviews/routes';
import { seoRoutes } from './features/seo/routes';
import { systemRoutes } from './features/system/routes';
import { wishlistRoutes } from './features/wishlist/routes';
import { registerClientApp } from './http/client-app';
import { createCaches } from './http/cache';
import { COMPRESS_FROM } from './http/cache/catalogue-answer';
import type { App } from './http/context';
import { HttpError, clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors';
import { commonHeaders, requestIdOf } from './http/common-headers';
import { devToolsLocalOnly } from './http/local-only';
import { rateLimitStore } from './http/rate-limits';
import { createImageProvider } from './providers/images';
import type { ImageProvider } from './providers/images/types';
import { createMailTransport } from './providers/mail';
import type { MailTransport } from './providers/mail/transport';
import { createPaymentProvider } from './providers/payments';
import { createStripeProvider } from './providers/payments/stripe';
import { createStorage, type Storage } from './providers/storage';

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export interface BuildOptions {
  database: Database;
  /** The built client's folder; tests point it elsewhere. */
  clientDir?: string;
  /** Log sink override (tests keep logs quiet). */
  logger?: boolean;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
  /** The mail transport; by default SMTP when SMTP_URL is set, else the dev transport. */
  mailTransport?: MailTransport;
  /** The design generator; by default the embedded procedural one. */
  images?: ImageProvider;
  storage?: Storage;
}

export async function buildApp(config: Config, options: BuildOptions): Promise<App> {
  const setCommonHeaders = commonHeaders(config);
  const caches = await createCaches(options.database);
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // Fastify's two lines per request are replaced by one (the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
    // The per-IP rate limits count req.ip: only configured proxies may name the client.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The refusals made before any hook runs answer in the shop's one shape too (errors.ts).
    frameworkErrors: frameworkErrors((req, reply) => setCommonHeaders(reply.raw, req.id)),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const storage = options.storage ?? createStorage(config);
  app.decorate('ctx', {
    config,
    database: options.database,
    transport: options.mailTransport ?? createMailTransport(config, app.log),
    images: options.images ?? createImageProvider(config),
    storage,
    payments: createPaymentProvider(config, options.database.db, (stripe) => createStripeProvider(stripe)),
    caches,
  });
  app.addHook('onClose', caches.close);
  // Set on arrival, before anything can fail; on the raw response, so they survive whatever Fastify
  // does to its own headers on an error.
  app.addHook('onRequest', (req, reply, done) => {
    setCommonHeaders(reply.raw, req.id);
    done();
  });
  // One line per request, with its id, so a 500's log entry can be found from the answer's header. At
  // info in production; at debug elsewhere, where a person reads the terminal (startup-facts.ts).
  // Not hooked at all when the level hides it (LOG_LEVEL=warn in production saves a hook per request).
  const requestLevel = config.isProduction ? 'info' : 'debug';
  if (options.logger !== false && ['trace', 'debug', requestLevel].includes(config.logLevel)) {
    app.addHook('onResponse', async (req, reply) => {
      req.log[requestLevel]({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
    });
  }

  registerErrorHandling(app);
  // Outside production the dev tools exist, and answer only the machine itself (local-only.ts).
  if (config.devTools) app.addHook('onRequest', devToolsLocalOnly);
  // Small answers go as they are (compressing them costs more than it saves); brotli at quality 4,
  // not the default 11, which is meant for files compressed once, not for every answer.
  await app.register(compress, { global: true, threshold: COMPRESS_FROM, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  // Counts in memory, or in Redis when REDIS_URL is set so every instance shares them (rate-limits.ts).
  const limitStore = await rateLimitStore(config, options.database, app.log);
  app.addHook('onClose', limitStore.close);
  await app.register(rateLimit, {
    global: false,
    ...limitStore.options,
    // The plugin throws what this returns: an HttpError, so the one error handler answers it.
    errorResponseBuilder: (_req, ctx) => new HttpError(ctx.statusCode, `Too many requests: rate limit reached. Please wait ${ctx.after} and try again.`),
  });
  // Multipart only where a route reads it (the contact form); limits are set by that route.
  await app.register(multipart, { attachFieldsToBody: false });
  await app.register(swagger, {
    openapi: { info: { title: `${config.shopName} API`, version: '1.0.0', description: 'Built from the shared zod contracts in src/shared/contracts.' } },
    transform: jsonSchemaTransform,
  });

  await app.register(async (api) => {
    const scoped = api as App;
    systemRoutes(scoped);
    authRoutes(scoped);
    collectionRoutes(scoped);
    designRoutes(scoped);
    bagRoutes(scoped);
    wishlistRoutes(scoped);
    reviewRoutes(scoped);
    inquiryRoutes(scoped);
    chatRoutes(scoped);
    checkoutRoutes(scoped);
    promotionRoutes(scoped);
    orderRoutes(scoped);
    adminRoutes(scoped);
    inboxRoutes(scoped);
    catalogueDeskRoutes(scoped);
    seoRoutes(scoped);
    // Stripe tells us of payments too; the webhook and the browser's verification share one
    // exactly-once use case, so whichever comes first makes the orders.
    const { stripe } = config;
    const { payments } = app.ctx;
    if (stripe?.webhookSecret && payments) {
      stripeWebhookRoutes(scoped, {
        webhookSecret: stripe.webhookSecret,
        onPaymentSucceeded: async (id) => void (await fulfilPayment({ db: options.database.db, config, payments }, id)),
      });
    } else if (stripe && config.isProduction) {
      app.log.warn('STRIPE_WEBHOOK_SECRET is not set: orders are made only when the browser verifies a payment.');
    }
    devMailboxRoutes(scoped);
  });

  await storage.serve(app);
  await registerClientApp(app, config, options.clientDir ?? defaultClientDir);
  return app;
}
