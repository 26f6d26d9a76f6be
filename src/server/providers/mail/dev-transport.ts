/**
 * The embedded default: the message already sits in the outbox table, which the dev mailbox
 * (/dev/mailbox) reads, so "sending" only prints the recipient, the subject and every link of the
 * text version in the server log, where a developer finds confirmation and reset links.
 */
import { extractLinks } from './links';
import type { MailLogger, MailTransport, OutgoingMail } from './transport';

export function createDevTransport(logger: MailLogger): MailTransport {
  return {
    name: 'dev',
    async send(mail: OutgoingMail) {
      const links = extractLinks(mail.text);
      const lines = [`mail to ${mail.to}: ${mail.subject}`, ...links.map((link) => `  ${link}`)];
      logger.info({ mail: { to: mail.to, subject: mail.subject, messageId: mail.messageId, links } }, lines.join('\n'));
    },
  };
}
