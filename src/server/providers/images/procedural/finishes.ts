import type { Finish } from '@shared/options';
import type { MetalPaint } from './metals';
import { f } from './paths';
import type { Rng } from './random';
import type { DrawContext } from './render';

// Finish changes the surface. Polished: high-contrast gradients (metals.ts), a soft specular sweep
// across the piece and a small glint. Brushed: softer gradients and a fine directional grain of light
// and dark hairlines. Vintage: oxidised recesses (darkened field and grooves from the palette) and a
// warm darkening toward the edges, with the raised high points still bright.

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** An overlay drawn over the piece, clipped to `shape`. */
export function finishOverlay(finish: Finish, shape: string, box: Box, paint: MetalPaint, ctx: DrawContext, rng: Rng): string {
  const clip = ctx.id();
  ctx.defs.push(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
  const { x, y, w, h } = box;
  if (finish === 'Polished') {
    const sheen = ctx.id();
    ctx.defs.push(`<radialGradient id="${sheen}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`);
    const gx = x + w * rng.range(0.22, 0.32);
    const gy = y + h * rng.range(0.2, 0.28);
    const s = w * 0.035;
    return (
      `<g clip-path="url(#${clip})"><ellipse cx="${f(x + w * 0.34)}" cy="${f(y + h * 0.28)}" rx="${f(w * 0.42)}" ry="${f(h * 0.17)}" transform="rotate(-32 ${f(x + w * 0.34)} ${f(y + h * 0.28)})" fill="url(#${sheen})"/></g>` +
      `<path d="M ${f(gx)} ${f(gy - s * 1.6)} Q ${f(gx)} ${f(gy)} ${f(gx + s * 1.6)} ${f(gy)} Q ${f(gx)} ${f(gy)} ${f(gx)} ${f(gy + s * 1.6)} Q ${f(gx)} ${f(gy)} ${f(gx - s * 1.6)} ${f(gy)} Q ${f(gx)} ${f(gy)} ${f(gx)} ${f(gy - s * 1.6)} Z" fill="#ffffff" opacity="0.9"/>`
    );
  }
  if (finish === 'Brushed') {
    const lines: string[] = [];
    const step = Math.max(1.4, h / 150);
    for (let yy = y; yy < y + h; yy += step) {
      const light = rng.chance(0.5);
      const op = rng.range(0.05, 0.16);
      const x0 = x + rng.range(-0.05, 0.2) * w;
      const x1 = x + rng.range(0.8, 1.05) * w;
      lines.push(`<path d="M ${f(x0)} ${f(yy)} L ${f(x1)} ${f(yy + rng.range(-0.6, 0.6))}" stroke="${light ? '#ffffff' : paint.pal.deep}" stroke-opacity="${f(op)}" stroke-width="${f(rng.range(0.5, 1.1))}"/>`);
    }
    return `<g clip-path="url(#${clip})" fill="none">${lines.join('')}</g>`;
  }
  const grad = ctx.id();
  ctx.defs.push(
    `<radialGradient id="${grad}" cx="0.45" cy="0.42" r="0.62"><stop offset="0.55" stop-color="${paint.pal.deep}" stop-opacity="0"/><stop offset="1" stop-color="${paint.pal.deep}" stop-opacity="0.42"/></radialGradient>`,
  );
  return `<g clip-path="url(#${clip})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${grad})"/></g>`;
}

/** Labour for a finish, dollars (price.ts), and its words for descriptions. */
export const FINISH_WORDS: Record<Finish, { phrase: string; labourDollars: number }> = {
  Polished: { phrase: 'a high-polish finish', labourDollars: 0 },
  Brushed: { phrase: 'a soft brushed satin finish', labourDollars: 20 },
  Vintage: { phrase: 'a vintage finish, its recesses oxidised', labourDollars: 35 },
};
