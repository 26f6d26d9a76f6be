/**
 * Who is calling: the bearer token's claims checked against a live session, in one query that also
 * reads the user's current role (a revoked session or a demoted admin stops working at once). On the
 * embedded database the answer is kept until a write touches that member's account or sessions, or
 * the catalogue (the bag stamp; http/cache/callers.ts).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { batchedRead } from '../db/fresh-reads';
import { catalogueVersion, sessions, users } from '../db/schema';
import type { CallerCache } from './cache';
import { forbidden, unauthorized } from './errors';
import { verifyAccessToken } from '../features/auth/tokens';

export interface Caller {
  id: string;
  email: string;
  role: 'customer' | 'admin';
  emailConfirmedAt: Date | null;
  /** Set once a mailed link to the address was redeemed: only then are guest orders with it theirs. */
  emailProvenAt: Date | null;
  createdAt: Date;
  sessionId: string;
  sessionKind: 'normal' | 'recovery';
  /**
   * Moves with every change to this member's bag lines or to the catalogue, read together with the
   * session: a bag answer kept under the same stamp is current (http/cache/bag-answers.ts).
   */
  bagStamp: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller | null;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

const callerQuery = (db: Db) => db
  .select({
    id: users.id, email: users.email, role: users.role, emailConfirmedAt: users.emailConfirmedAt, emailProvenAt: users.emailProvenAt,
    createdAt: users.createdAt, sessionId: sessions.id, sessionKind: sessions.kind, expiresAt: sessions.expiresAt,
    bagStamp: sql<string>`${users.bagVersion} || '.' || (select ${catalogueVersion.version} from ${catalogueVersion})`,
  })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .where(and(sql`${sessions.id} = any(${sql.placeholder('sessionIds')})`, isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
type CallerRow = Caller & { expiresAt: Date };

/**
 * The live sessions' callers by session id, read in batches: the sessions asked for while a read is in
 * flight are read together in the next (db/fresh-reads.ts), so each request still sees every write
 * committed before it arrived, in one query per batch instead of one per request. Built once per
 * database: building its SQL cost as much as running it.
 */
const callerReads = new WeakMap<Db, (sessionId: string) => Promise<CallerRow | undefined>>();
function callerOfSession(db: Db) {
  let read = callerReads.get(db);
  if (!read) {
    const query = callerQuery(db).prepare('callers_of_sessions');
    read = batchedRead(async (sessionIds: string[]) => new Map((await query.execute({ sessionIds })).map((row) => [row.sessionId, row])));
    callerReads.set(db, read);
  }
  return read;
}

/** A session id as the tokens carry it; anything else would fail the whole batch's query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What finding the caller needs: the database, the token secret and, on the embedded database, the kept callers. */
export interface CallerSource {
  db: Db;
  secret: string;
  callers: CallerCache | null;
}

/** The caller of a request, or null; computed once per request. */
export async function authenticate(req: FastifyRequest, source: CallerSource): Promise<Caller | null> {
  if (req.caller !== undefined) return req.caller;
  const token = bearerToken(req);
  const claims = token ? await verifyAccessToken(token, source.secret) : null;
  req.caller = claims ? await liveCaller(source, claims.sessionId, claims.userId) : null;
  return req.caller;
}

/** The session's caller if the session is live; from memory on the embedded database (http/cache/callers.ts). */
async function liveCaller({ db, callers: cache }: CallerSource, sessionId: string, userId: string): Promise<Caller | null> {
  const kept = cache?.get(sessionId);
  if (kept && kept.caller.id === userId && kept.expiresAt.getTime() > Date.now()) return kept.caller;
  const startedAt = cache?.generation ?? 0;
  const row = UUID.test(sessionId) ? await callerOfSession(db)(sessionId) : undefined;
  if (!row || row.id !== userId) return null;
  const { expiresAt, ...caller } = row;
  cache?.set(sessionId, { caller, expiresAt }, startedAt);
  return caller;
}

/** A signed-in member. Recovery sessions (from a reset link) may only set a new password. */
export async function requireUser(req: FastifyRequest, source: CallerSource): Promise<Caller> {
  const caller = await authenticate(req, source);
  if (!caller || caller.sessionKind !== 'normal') throw unauthorized();
  return caller;
}

export async function requireAdmin(req: FastifyRequest, source: CallerSource): Promise<Caller> {
  const caller = await requireUser(req, source);
  if (caller.role !== 'admin') throw forbidden('This page is for the shop’s administrators.');
  return caller;
}
