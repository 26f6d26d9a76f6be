import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DESIGN_FORMS, type DesignForm } from '@shared/options';
import { DEFAULT_RATES, type PriceRates } from './providers/images/procedural/price';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

/**
 * Which proxies may name the client in X-Forwarded-For: 'false' (none: the connection's address
 * counts) or a comma-separated list of their addresses and CIDR ranges. 'true' (trust anyone) is
 * refused: any caller could then pick the address the per-IP rate limits count.
 */
const trustProxy = z.string().trim().transform((value, ctx): false | string[] => {
  if (value === 'false') return false;
  const entries = value.split(',').map((e) => e.trim());
  const valid = (e: string) => {
    const [address, bits, extra] = e.split('/');
    const family = isIP(address);
    return family > 0 && extra === undefined && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
  };
  if (entries.every(valid)) return entries;
  ctx.addIssue({ code: 'custom', message: "must be 'false' or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8)" });
  return z.NEVER;
});

/** 'charm=120,pendant=240': each named form's labour in whole dollars (docs/pricing.md); forms not named keep their default. */
const labourByForm = z.string().trim().transform((value, ctx): Partial<Record<DesignForm, number>> => {
  const out: Partial<Record<DesignForm, number>> = {};
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [form, dollars] = entry.split('=').map((x) => x.trim());
    if (!(DESIGN_FORMS as readonly string[]).includes(form) || !/^\d{1,5}(?:\.\d{1,2})?$/.test(dollars ?? '')) {
      ctx.addIssue({ code: 'custom', message: `'${entry}': each entry is a form (${DESIGN_FORMS.join(', ')}) = whole dollars, e.g. charm=120` });
      return z.NEVER;
    }
    out[form as DesignForm] = Number(dollars);
  }
  return out;
});

/** Every environment variable the shop reads, checked once at start. `.env.example` lists the same. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: loopback outside production (the dev tools must not face the network), every interface in production. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  SHOP_NAME: z.string().trim().min(1).max(80).default('Aurum Atelier'),
  SUPPORT_EMAIL: z.email().default('support@aurumatelier.com'),
  CAREERS_EMAIL: z.email().default('careers@aurumatelier.com'),
  SHOP_INBOX_EMAIL: z.email().default('atelier@aurumatelier.com'),
  /** The shop's postal address on receipts and packing slips, lines separated by '|' (issue 26). */
  SHOP_ADDRESS: z.string().trim().max(300).default('Hollywood, Florida | United States'),
  /** What the bench makes in a week: the production queue beyond 4 weeks of it moves the 4-6 week estimate (src/shared/timeline.ts). */
  PRODUCTION_PIECES_PER_WEEK: z.coerce.number().int().min(1).max(100_000).default(40),
  MAIL_FROM: z.string().min(3).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  EMAIL_CONFIRMATION: bool.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  PAYMENTS_TEST_MODE: bool.optional(),
  REDIS_URL: optionalUrl,
  TRUST_PROXY: trustProxy.optional(),
  SMTP_URL: optionalUrl,
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another address for Stripe's API (a local fake in tests, stripe-mock); api.stripe.com when unset. */
  STRIPE_API_BASE: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** 14k gold, dollars per gram of the castable model's weight (docs/pricing.md). */
  PRICE_GOLD_PER_GRAM: z.coerce.number().positive().max(10_000).optional(),
  PRICE_LABOUR_BY_FORM: labourByForm.optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  databaseUrl?: string;
  dataDir: string;
  shopName: string;
  supportEmail: string;
  careersEmail: string;
  shopInboxEmail: string;
  /** The shop's postal address, one entry per line (receipts, packing slips). */
  shopAddress: string[];
  /** Pieces the bench makes in a week (the timeline's queue rule). */
  productionPiecesPerWeek: number;
  mailFrom: string;
  authSecret: string;
  emailConfirmation: boolean;
  /** The first start's administrator outside production (generated when unset). */
  bootstrapAdmin?: { email?: string; password?: string };
  /** Tools meant only for trying the shop: the dev mailbox, printed passwords. Never in production. */
  devTools: boolean;
  /** The built-in test payment processor: on outside production, or when PAYMENTS_TEST_MODE=true. */
  paymentsTestMode: boolean;
  redisUrl?: string;
  /** Proxies whose X-Forwarded-For names the client (Fastify's trustProxy); false: none. */
  trustProxy: false | string[];
  smtpUrl?: string;
  openai?: { apiKey: string; baseUrl?: string };
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; apiBase?: string };
  /** S3-compatible image storage; credentials come from the AWS SDK's own variables (AWS_ACCESS_KEY_ID, ...). */
  s3?: { bucket: string; endpoint?: string; region?: string; forcePathStyle: boolean };
  /** What a piece costs in 14k gold: the metal per gram of its model's weight and each form's labour (docs/pricing.md). */
  pricing: PriceRates;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The configuration has problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and checks the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, so `FOO=` in a .env file means "use the default".
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !env.AUTH_SECRET) problems.push('AUTH_SECRET: required in production (at least 32 random characters)');
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) problems.push('STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    shopName: env.SHOP_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    careersEmail: env.CAREERS_EMAIL,
    shopInboxEmail: env.SHOP_INBOX_EMAIL,
    shopAddress: env.SHOP_ADDRESS.split('|').map((line) => line.trim()).filter(Boolean),
    productionPiecesPerWeek: env.PRODUCTION_PIECES_PER_WEEK,
    mailFrom: env.MAIL_FROM ?? `"${env.SHOP_NAME}" <no-reply@${env.SUPPORT_EMAIL.split('@')[1]}>`,
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    emailConfirmation: env.EMAIL_CONFIRMATION,
    bootstrapAdmin: isProduction ? undefined : { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    devTools: !isProduction,
    paymentsTestMode: env.PAYMENTS_TEST_MODE ?? !isProduction,
    redisUrl: env.REDIS_URL,
    trustProxy: env.TRUST_PROXY ?? false,
    smtpUrl: env.SMTP_URL,
    openai: env.OPENAI_API_KEY ? { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL } : undefined,
    stripe: env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
      : undefined,
    // A custom endpoint (MinIO, s3rver, a local server) usually has no per-bucket host names: path-style by default there.
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT) }
      : undefined,
    pricing: {
      goldPerGramCents: env.PRICE_GOLD_PER_GRAM === undefined ? DEFAULT_RATES.goldPerGramCents : Math.round(env.PRICE_GOLD_PER_GRAM * 100),
      labourCents: Object.fromEntries(DESIGN_FORMS.map((form) => {
        const dollars = env.PRICE_LABOUR_BY_FORM?.[form];
        return [form, dollars === undefined ? DEFAULT_RATES.labourCents[form] : Math.round(dollars * 100)];
      })) as Record<DesignForm, number>,
    },
  };
}

/** Outside production a signing secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
