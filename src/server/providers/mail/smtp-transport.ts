/**
 * The real adapter: SMTP through nodemailer, configured by SMTP_URL (smtp://user:pass@host:587,
 * smtps://... for implicit TLS; query parameters such as ?ignoreTLS=true become nodemailer options).
 * The outbox's Message-ID is sent as is, so a repeated send after a crash is the same message to the
 * receiving server and the reader's client.
 */
import nodemailer from 'nodemailer';
import type { MailTransport, OutgoingMail } from './transport';

export interface SmtpTransportOptions {
  /** Kept well under the outbox lease (60 s), so a hung server never lets a second worker claim the row mid-send. */
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
}

export function createSmtpTransport(url: string, options: SmtpTransportOptions = {}): MailTransport {
  const connectionTimeout = options.connectionTimeoutMs ?? 10_000;
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      await transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transporter.close(),
  };
}
