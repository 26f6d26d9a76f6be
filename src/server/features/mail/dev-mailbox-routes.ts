/**
 * The dev mailbox: every message of the outbox, readable in the browser while no SMTP server is
 * configured, and never in production (the routes are not registered, so they answer 404). It
 * holds every reset link: like every /dev/* route it answers only this machine (http/local-only.ts).
 *
 *   GET /dev/mailbox                     the list, newest first
 *   GET /dev/mailbox/:id                 one message: headers, the HTML version, the text, its links
 *   GET /dev/mailbox/messages.json?to=   JSON for browser tests: id, to, subject, text, links, ...
 *
 * The pages are plain server HTML without scripts. The site's CSP forbids frames (frame-src 'none')
 * and inline scripts, so the mail's HTML is shown inline inside a bordered box rather than in an
 * iframe: the mails are the shop's own templates with every value escaped and use inline styles
 * only, and the CSP still blocks any script a mail might carry. No CSP is relaxed.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { App } from '../../http/context';
import { mailOutbox } from '../../db/schema';
import { LINK_PATTERN, extractLinks, trimTrailingPunctuation } from '../../providers/mail/links';
import { documentHead, escapeHtml as e } from './templates/layout';

const LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function devMailboxEnabled(config: { devTools: boolean; smtpUrl?: string }): boolean {
  return config.devTools && !config.smtpUrl;
}

export function devMailboxRoutes(app: App) {
  if (!devMailboxEnabled(app.ctx.config)) return;
  const { db } = app.ctx.database;
  const shopName = app.ctx.config.shopName;
  const mailFrom = app.ctx.config.mailFrom;

  app.get('/dev/mailbox/messages.json', { schema: { hide: true } }, async (req, reply) => {
    const to = (req.query as { to?: unknown }).to;
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(typeof to === 'string' && to ? eq(sql`lower(${mailOutbox.toAddress})`, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIMIT);
    return reply.header('Cache-Control', 'no-store').send(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        to: r.toAddress,
        subject: r.subject,
        text: r.text,
        links: extractLinks(r.text),
        messageId: r.messageId,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      })),
    );
  });

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const rows = await db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.toAddress, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LIMIT);
    const body = rows.length
      ? `<table>
<thead><tr><th>To</th><th>Subject</th><th>Kind</th><th>Time</th><th>Status</th></tr></thead>
<tbody>
${rows
  .map(
    (r) => `<tr>
<td>${e(r.to)}</td>
<td><a href="/dev/mailbox/${e(r.id)}">${e(r.subject)}</a></td>
<td>${e(r.kind)}</td>
<td><time datetime="${e(r.createdAt.toISOString())}">${e(formatTime(r.createdAt))}</time></td>
<td><span class="status ${e(r.status)}">${e(r.status)}</span></td>
</tr>`,
  )
  .join('\n')}
</tbody>
</table>`
      : '<p class="quiet">No mail yet. Sign up or ask for a password reset, then reload this page.</p>';
    return sendPage(reply, `Mailbox · ${shopName}`, `<h1>Dev mailbox</h1>
<p class="quiet">Every mail the shop has written, newest first (the last ${LIMIT}). Shown because no SMTP server is configured; never in production. Reload to see new mail.</p>
${body}`);
  });

  app.get('/dev/mailbox/:id', { schema: { hide: true } }, async (req, reply) => {
    const { id } = req.params as { id: string };
    const [row] = UUID.test(id) ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
    if (!row) return reply.code(404).send({ error: `Not found: GET ${req.url.split('?')[0]}` });
    const links = extractLinks(row.text);
    const headers: [string, string][] = [
      ['From', mailFrom],
      ['To', row.toAddress],
      ['Subject', row.subject],
      ['Date', formatTime(row.createdAt)],
      ['Message-ID', row.messageId],
      ['Kind', row.kind],
      ['Status', `${row.status}${row.sentAt ? ` at ${formatTime(row.sentAt)}` : ''} · ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`],
      ...(row.lastError ? ([['Last error', row.lastError]] as [string, string][]) : []),
    ];
    return sendPage(reply, `${row.subject} · Mailbox`, `<p><a href="/dev/mailbox">&larr; All mail</a></p>
<h1>${e(row.subject)}</h1>
<dl>${headers.map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`).join('')}</dl>
${links.length ? `<h2>Links</h2>\n<ul class="links">${links.map((l) => `<li><a href="${e(l)}">${e(l)}</a></li>`).join('')}</ul>` : ''}
<h2>HTML version</h2>
<div class="mail">${mailBody(row.html)}</div>
<h2>Text version</h2>
<pre>${linkify(row.text)}</pre>`);
  });
}

function sendPage(reply: FastifyReply, title: string, content: string) {
  return reply
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`${documentHead(title, { name: 'robots', content: 'noindex' })}
<style>
body { margin: 0; padding: 40px 24px; background: #FAF7F2; color: #111111; font: 16px/1.6 Jost, 'Helvetica Neue', Arial, sans-serif; }
main { max-width: 960px; margin: 0 auto; }
h1 { font: 500 28px/1.25 'Cormorant Garamond', Georgia, serif; margin: 0 0 8px; }
h2 { font-size: 13px; font-weight: 500; letter-spacing: 0.14em; text-transform: uppercase; margin: 32px 0 12px; color: #5C5A57; }
a { color: #8A6A2F; }
.quiet { color: #5C5A57; }
table { width: 100%; border-collapse: collapse; background: #FFFFFF; border: 1px solid #E6E0D6; margin-top: 24px; }
th, td { text-align: left; padding: 10px 14px; border-bottom: 1px solid #E6E0D6; font-size: 14px; vertical-align: top; }
th { font-size: 12px; font-weight: 500; letter-spacing: 0.14em; text-transform: uppercase; color: #5C5A57; }
.status { font-size: 12px; padding: 2px 8px; border-radius: 2px; background: #EEE; }
.status.sent { background: #E3EFE8; color: #2F6B4F; }
.status.pending { background: #F6EBD6; color: #A86B00; }
.status.failed { background: #F5E1E1; color: #9B2C2C; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 16px 0 0; font-size: 14px; }
dt { color: #5C5A57; }
dd { margin: 0; word-break: break-all; }
.links li { word-break: break-all; }
.mail { border: 1px solid #E6E0D6; border-radius: 4px; overflow: auto; }
pre { white-space: pre-wrap; word-break: break-word; background: #FFFFFF; border: 1px solid #E6E0D6; border-radius: 4px; padding: 20px; font-size: 14px; }
</style>
</head>
<body><main>
${content}
</main></body>
</html>
`);
}

/** The mail's <body> (with the body's own inline style kept on a wrapper), for showing it inline. */
function mailBody(html: string): string {
  const match = html.match(/<body([^>]*)>([\s\S]*)<\/body>/i);
  if (!match) return html;
  const style = match[1].match(/style="([^"]*)"/i)?.[1] ?? '';
  return `<div style="${style}">${match[2]}</div>`;
}

/** Escapes the text version and makes each address a link. */
function linkify(text: string): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(LINK_PATTERN)) {
    const link = trimTrailingPunctuation(m[0]);
    out += e(text.slice(last, m.index)) + `<a href="${e(link)}">${e(link)}</a>`;
    last = m.index + link.length;
  }
  return out + e(text.slice(last));
}

function formatTime(date: Date): string {
  return date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}
