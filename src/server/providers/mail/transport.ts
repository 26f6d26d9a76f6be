/**
 * The mail provider's interface. A transport only delivers a message that the outbox worker hands
 * it; the outbox (features/mail) owns retries, so a transport throws on any failure and never retries
 * by itself.
 */

export interface OutgoingMail {
  /** `<uuid@domain>`, stored with the outbox row: a repeated send is recognisably the same message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** 'dev' (the embedded default) or 'smtp'. */
  name: string;
  send(mail: OutgoingMail): Promise<void>;
  /** Releases connections (SMTP pool); optional. */
  close?(): Promise<void> | void;
}

/** What the mail code logs through: Fastify's `app.log` and any pino logger fit. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
