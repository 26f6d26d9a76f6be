export { enqueueMail, messageIdDomain, type EnqueuedMail, type MailToSend } from './enqueue-mail';
export { drainOutbox, startOutboxWorker, retryDelayMs, MAX_ATTEMPTS, LEASE_MS, type DrainResult, type MailContext, type OutboxWorker } from './outbox-worker';
export { devMailboxRoutes, devMailboxEnabled } from './dev-mailbox-routes';
export * from './templates';
