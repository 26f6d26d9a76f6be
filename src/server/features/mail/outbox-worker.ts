/**
 * Sends the outbox. Safe with several server instances on one PostgreSQL:
 *
 * 1. claim: one short transaction selects due pending rows `FOR UPDATE SKIP LOCKED` (another
 *    instance's claim skips them instead of waiting) and, before committing, pushes their
 *    next_attempt_at forward by a lease and counts the attempt. Until the lease ends no other
 *    drain sees them as due.
 * 2. send: each claimed row goes to the transport outside any transaction (no lock is held over the
 *    network), with the row's stable Message-ID. Just before its send the row's lease is renewed,
 *    on condition that the row is still this claim's (same attempt count): the lease covers one
 *    send, not the whole batch, so a slow server or a busy process late in a batch cannot let
 *    another instance claim and send the same row meanwhile; a row that was taken is skipped.
 * 3. mark: sent (status, sent_at), or the error recorded and the row rescheduled with exponential
 *    backoff; after MAX_ATTEMPTS the row is failed.
 *
 * A crash between claim and mark leaves the row pending; its lease runs out and it is sent again, so
 * a mail is never lost and can only repeat when the crash fell between sending and marking.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailLogger, MailTransport } from '../../providers/mail/transport';

/** What the worker needs; `{ ...app.ctx, transport, logger: app.log }` fits. */
export interface MailContext {
  database: Database;
  transport: MailTransport;
  logger: MailLogger;
  /** MAIL_FROM, the sender of every mail. */
  config: Pick<Config, 'mailFrom'>;
}

export const MAX_ATTEMPTS = 8;
/** How long a claimed row stays invisible to other drains; the SMTP timeouts are well below it. */
export const LEASE_MS = 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export interface DrainResult {
  /** Rows taken in this run. */
  claimed: number;
  sent: number;
  /** Failed now, rescheduled. */
  retried: number;
  /** Given up: out of attempts. */
  failed: number;
}

const later = (ms: number) => sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

export async function drainOutbox(ctx: MailContext, options: { batch?: number; leaseMs?: number } = {}): Promise<DrainResult> {
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const { db } = ctx.database;
  const result: DrainResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];

    // Rows that used every attempt without an answer (a crash or a hang each time) are given up
    // instead of being claimed forever.
    const exhausted = due.filter((r) => r.attempts >= MAX_ATTEMPTS).map((r) => r.id);
    if (exhausted.length) {
      await tx
        .update(mailOutbox)
        .set({ status: 'failed', lastError: sql`coalesce(${mailOutbox.lastError}, ${`No result after ${MAX_ATTEMPTS} attempts.`})` })
        .where(inArray(mailOutbox.id, exhausted));
      result.failed += exhausted.length;
    }
    const ids = due.filter((r) => r.attempts < MAX_ATTEMPTS).map((r) => r.id);
    if (ids.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: later(leaseMs) })
      .where(inArray(mailOutbox.id, ids))
      .returning();
  });
  result.claimed = claimed.length;

  for (const row of claimed) {
    const held = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: later(leaseMs) })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)))
      .returning({ id: mailOutbox.id });
    if (held.length === 0) continue; // the lease ran out before its turn and another drain took the row
    try {
      await ctx.transport.send({
        messageId: row.messageId,
        from: ctx.config.mailFrom,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
    } catch (err) {
      const lastError = describe(err);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      // Only the holder of this attempt may record its failure (attempts matches the claim).
      await db
        .update(mailOutbox)
        .set(giveUp ? { status: 'failed', lastError } : { lastError, nextAttemptAt: later(retryDelayMs(row.attempts)) })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts)));
      if (giveUp) result.failed++;
      else result.retried++;
      ctx.logger.warn(
        { mail: { id: row.id, kind: row.kind, to: row.toAddress, attempts: row.attempts }, err: lastError },
        giveUp ? 'mail failed for good' : 'mail not sent, will retry',
      );
      continue;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    result.sent++;
  }
  return result;
}

function describe(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message || 'Unknown error').slice(0, 1000);
}

export interface OutboxWorker {
  /** Stops polling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Drains the outbox every `intervalMs` (at once again while whole batches come back). Runs never
 * overlap; a failing run is logged and the loop goes on; nothing here can crash the process.
 */
export function startOutboxWorker(ctx: MailContext, options: { intervalMs?: number; batch?: number } = {}): OutboxWorker {
  const intervalMs = options.intervalMs ?? 1000;
  const batch = options.batch ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };

  function tick() {
    timer = undefined;
    running = (async () => {
      let next = intervalMs;
      try {
        const r = await drainOutbox(ctx, { batch });
        if (r.claimed + r.failed >= batch) next = 0;
      } catch (err) {
        ctx.logger.error({ err: describe(err) }, 'mail outbox run failed');
      }
      running = undefined;
      schedule(next);
    })();
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
