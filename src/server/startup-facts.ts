/**
 * What a person starting the shop needs to see, printed as one block once the shop is open and the
 * catalogue drawn: where it is, where its mail goes, and (outside production, once) the administrator
 * the first start created. Request lines are quiet in development (app.ts), so the block stays in view.
 */
import type { Config } from './config';

export function startupFacts(config: Config, database: string, admin: { email: string; password: string } | null): string {
  const lines = [`${config.shopName} is open at ${config.publicUrl} (${config.env}, ${database})`];
  if (config.host !== '127.0.0.1' && config.host !== 'localhost' && config.host !== '::1') {
    lines.push(`Listening on ${config.host}:${config.port}: other machines can reach it.`);
  }
  if (!config.smtpUrl && config.devTools) lines.push(`Mail: every message the shop sends is at ${config.publicUrl}/dev/mailbox (this machine only)`);
  if (admin) {
    lines.push(
      '',
      'An administrator account was created for trying the shop (shown once):',
      `  email:    ${admin.email}`,
      `  password: ${admin.password}`,
      `Lost it? npm run cli -- reset-password ${admin.email}`,
    );
  }
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return ['', rule, ...lines.map((line) => (line ? `  ${line}` : '')), rule, ''].join('\n');
}
