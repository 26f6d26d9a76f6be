/**
 * Work a request starts but does not wait for. Forgot-password and resend-confirmation answer before
 * they look the address up, so the writes an existing account costs (a link token and an outbox
 * mail) add no time an onlooker could measure (bench/enumeration-timing.mjs). A failure is logged;
 * closing the app, and tests that read the mail, wait for the work in flight (whenIdle).
 */
import type { FastifyBaseLogger } from 'fastify';

const pending = new Set<Promise<void>>();

export function afterAnswer(log: FastifyBaseLogger, what: string, work: () => Promise<unknown>): void {
  // setImmediate: the answer is written out first, then the work starts.
  const task = new Promise((resolve) => setImmediate(resolve))
    .then(work)
    .then(() => undefined, (err: unknown) => log.error({ err }, `${what} failed after the answer was sent`));
  pending.add(task);
  void task.finally(() => pending.delete(task));
}

/** Resolves once no work started by afterAnswer is still running. */
export async function whenIdle(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
