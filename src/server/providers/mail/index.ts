import type { Config } from '../../config';
import { createDevTransport } from './dev-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailLogger, MailTransport } from './transport';

export type { MailLogger, MailTransport, OutgoingMail } from './transport';
export { createDevTransport } from './dev-transport';
export { createSmtpTransport } from './smtp-transport';
export { extractLinks } from './links';

/** SMTP when SMTP_URL is set; otherwise the embedded default (outbox + dev mailbox + log). */
export function createMailTransport(config: Pick<Config, 'smtpUrl'>, logger: MailLogger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createDevTransport(logger);
}
