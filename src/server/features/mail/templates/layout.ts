/**
 * The one look of every mail: an ivory page, a white card with a hairline, the shop's name as a
 * letter-spaced wordmark with a short gold rule, calm type, one black button for the main link and
 * the same link spelled out beneath it. Table-based with inline styles, as mail clients need, and a
 * plain-text version with the same words alongside. Every value is escaped here, once.
 */
import type { Config } from '../../../config';

/** The shop's facts a mail shows: its name, its address, where to write. `app.ctx.config` fits. */
export type ShopFacts = Pick<Config, 'shopName' | 'publicUrl' | 'supportEmail'>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailButton {
  label: string;
  url: string;
}

export interface LayoutInput {
  shop: ShopFacts;
  /** The hidden first line mail clients show in the inbox list. */
  preheader?: string;
  title: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  button?: MailButton;
  /** Paragraphs after the button (validity, "ignore this mail if ..."). */
  after?: string[];
  /** Steps shown as a short list before the button (an order's timeline): each reached one marked in gold. */
  steps?: MailSteps;
}

export interface MailSteps {
  heading: string;
  rows: Array<{ label: string; detail: string; reached: boolean }>;
  /** A line under the steps (the ship estimate). */
  note?: string;
}

const INK = '#111111';
const IVORY = '#FAF7F2';
const PEARL = '#FFFFFF';
const GRAPHITE = '#5C5A57';
const HAIRLINE = '#E6E0D6';
const GOLD = '#B8924A';
const GOLD_DEEP = '#8A6A2F';
const DISPLAY = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const TEXT = "Jost, 'Helvetica Neue', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An HTML document's opening, up to the title inside its unclosed <head>: UTF-8, the device's width and one meta tag of the page's own. */
export function documentHead(title: string, meta: { name: string; content: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="${escapeHtml(meta.name)}" content="${escapeHtml(meta.content)}" />
<title>${escapeHtml(title)}</title>`;
}

/** Mails link only to web pages: anything else (javascript:, data:) is a bug, refused loudly. */
export function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`A mail link must be http(s): ${parsed.protocol}`);
  return url;
}

/** The steps as a table: a gold dot for each reached step, a hairline ring for the others. */
function stepsHtml(steps: MailSteps): string {
  const e = escapeHtml;
  const rows = steps.rows.map((row) => {
    const dot = row.reached
      ? `<span style="display:inline-block;width:10px;height:10px;border-radius:5px;background-color:${GOLD};"></span>`
      : `<span style="display:inline-block;width:8px;height:8px;border-radius:5px;border:1px solid ${HAIRLINE};"></span>`;
    const color = row.reached ? INK : GRAPHITE;
    return `<tr><td width="22" style="padding:8px 0;border-top:1px solid ${HAIRLINE};vertical-align:middle;">${dot}</td>
<td style="padding:8px 0;border-top:1px solid ${HAIRLINE};font-family:${TEXT};font-size:14px;line-height:1.4;color:${color};">${e(row.label)}</td>
<td align="right" style="padding:8px 0;border-top:1px solid ${HAIRLINE};font-family:${TEXT};font-size:14px;line-height:1.4;color:${color};">${e(row.detail)}</td></tr>`;
  }).join('\n');
  return `<p style="margin:8px 0 4px 0;font-family:${TEXT};font-size:11px;letter-spacing:0.18em;text-transform:uppercase;color:${GRAPHITE};">${e(steps.heading)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 ${steps.note ? '12' : '24'}px 0;border-bottom:1px solid ${HAIRLINE};">
${rows}
</table>
${steps.note ? `<p style="margin:0 0 24px 0;font-family:${TEXT};font-size:14px;line-height:1.6;color:${GOLD_DEEP};">${e(steps.note)}</p>` : ''}`;
}

function stepsText(steps: MailSteps): string {
  const lines = steps.rows.map((row) => `${row.reached ? '[x]' : '[ ]'} ${row.label}: ${row.detail}`);
  return [steps.heading, ...lines, ...(steps.note ? [steps.note] : [])].join('\n');
}

export function renderLayout(input: LayoutInput): { html: string; text: string } {
  return { html: renderHtml(input), text: renderText(input) };
}

function renderHtml({ shop, preheader, title, paragraphs, button, after = [], steps }: LayoutInput): string {
  const e = escapeHtml;
  const para = (p: string, color = INK) =>
    `<p style="margin:0 0 16px 0;font-family:${TEXT};font-size:16px;line-height:1.6;color:${color};">${e(p)}</p>`;
  const buttonHtml = button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="${INK}" style="background-color:${INK};border-radius:2px;">
<a href="${e(checkedUrl(button.url))}" target="_blank" style="display:inline-block;padding:14px 32px;font-family:${TEXT};font-size:13px;font-weight:500;line-height:16px;letter-spacing:0.14em;text-transform:uppercase;text-decoration:none;color:${IVORY};border-radius:2px;">${e(button.label)}</a>
</td></tr></table>
<p style="margin:0 0 24px 0;font-family:${TEXT};font-size:13px;line-height:1.6;color:${GRAPHITE};">If the button does not work, paste this address into your browser:<br /><a href="${e(button.url)}" target="_blank" style="color:${GOLD_DEEP};word-break:break-all;">${e(button.url)}</a></p>`
    : '';
  const site = checkedUrl(shop.publicUrl);
  return `${documentHead(title, { name: 'color-scheme', content: 'light' })}
</head>
<body style="margin:0;padding:0;background-color:${IVORY};">
${preheader ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${IVORY}" style="background-color:${IVORY};">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td align="center" style="padding:0 0 28px 0;">
<a href="${e(site)}" target="_blank" style="font-family:${DISPLAY};font-size:22px;font-weight:600;letter-spacing:0.24em;text-transform:uppercase;text-decoration:none;color:${INK};">${e(shop.shopName)}</a>
<div style="width:40px;height:1px;margin:14px auto 0 auto;background-color:${GOLD};line-height:1px;font-size:1px;">&nbsp;</div>
</td></tr>
<tr><td bgcolor="${PEARL}" style="background-color:${PEARL};border:1px solid ${HAIRLINE};border-radius:4px;padding:40px 36px;">
<h1 style="margin:0 0 20px 0;font-family:${DISPLAY};font-size:28px;font-weight:500;line-height:1.25;color:${INK};">${e(title)}</h1>
${paragraphs.map((p) => para(p)).join('\n')}
${steps ? stepsHtml(steps) : ''}
${buttonHtml}
${after.map((p) => para(p, GRAPHITE)).join('\n')}
</td></tr>
<tr><td align="center" style="padding:24px 8px 0 8px;font-family:${TEXT};font-size:12px;line-height:1.6;color:${GRAPHITE};">
${e(shop.shopName)} &middot; <a href="${e(site)}" target="_blank" style="color:${GRAPHITE};">${e(displayHost(site))}</a><br />
Questions? Write to <a href="mailto:${e(shop.supportEmail)}" style="color:${GOLD_DEEP};">${e(shop.supportEmail)}</a>.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText({ shop, title, paragraphs, button, after = [], steps }: LayoutInput): string {
  const blocks = [shop.shopName.toUpperCase(), title, ...paragraphs];
  if (steps) blocks.push(stepsText(steps));
  if (button) blocks.push(`${button.label}:\n${checkedUrl(button.url)}`);
  blocks.push(...after);
  blocks.push(`--\n${shop.shopName} · ${shop.publicUrl}\nQuestions? Write to ${shop.supportEmail}.`);
  return `${blocks.join('\n\n')}\n`;
}

function displayHost(url: string): string {
  return new URL(url).host;
}
