import { iconDefinition, iconStrokeWidth } from './icon-body';
import type { MetalPaint } from './metals';
import type { Part } from './motifs/types';
import { f } from './paths';
import type { DrawContext } from './render';

// An icon raised in the metal, drawn as render.ts draws a `fill` part: a cast shadow down and right,
// the metal gradient with a dark outline, then a bright band along the top-left edges and a shadow
// band along the bottom-right ones. The bands are masks (the shape minus itself moved), so they follow
// holes and any element an icon set uses, where render.ts clips strokes of a single path. Stroked
// icons are round wire, five strokes as render.ts draws `wire`. The body is defined once per SVG
// (ctx.once) and every layer is a <use> of it: bodies run to several kilobytes.

type IconPart = Extract<Part, { kind: 'icon' }>;

/** A number in icon units: three decimals, since an icon unit may be several output pixels. */
const n = (x: number): string => String(Math.round(x * 1000) / 1000);

export function drawIcon(part: IconPart, paint: MetalPaint, ctx: DrawContext, unit: number): string {
  const { icon } = part;
  const { width: w, height: h } = icon;
  const s = part.size / Math.max(w, h);
  const k = 1 / (unit * s);
  const p = paint.pal;
  const body = ctx.once(`icon ${icon.id}`, (id) => iconDefinition(icon, id));
  const use = (attrs: string, dx = 0, dy = 0) =>
    `<use href="#${body}" ${attrs}${dx || dy ? ` transform="translate(${n(dx)} ${n(dy)})"` : ''}/>`;
  const open = `<g transform="translate(${f(part.x + (part.size - w * s) / 2)} ${f(part.y + (part.size - h * s) / 2)}) scale(${n(s)})">`;

  if (icon.stroked) {
    // A shade finer than the set's line: Tabler's 2 px at charm size would be a 1.5 mm wire.
    const lw = iconStrokeWidth(icon) * 0.75;
    const wire = (colour: string, width: number, extra = '', dx = 0, dy = 0) =>
      use(`color="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}`, dx, dy);
    if (ctx.flat) return open + wire(p.mid, lw + 1.2 * k) + wire(p.light, lw) + '</g>';
    return (
      open +
      wire(p.deep, lw + 1.2 * k, ' opacity="0.45"', 1.2 * k, 1.9 * k) +
      wire(p.dark, lw + 1.3 * k) +
      wire(p.base, lw) +
      wire(p.light, lw * 0.5, '', -lw * 0.12, -lw * 0.14) +
      wire(p.hi, Math.min(lw * 0.18, 1.6 * k), ' opacity="0.9"', -lw * 0.2, -lw * 0.22) +
      '</g>'
    );
  }

  // The metal gradient across the whole icon (not each of its shapes), lit from the top left.
  const relief = paint.relief.slice(5, -1);
  const gradient = ctx.once(
    `icon-gradient ${relief} ${w}x${h}`,
    (id) => `<linearGradient id="${id}" href="#${relief}" gradientUnits="userSpaceOnUse" x1="${n(0.1 * w)}" y1="0" x2="${n(0.85 * w)}" y2="${n(h)}"/>`,
  );
  const solid = (colour: string) => `fill="${colour}" stroke="none" color="${colour}"`;
  if (ctx.flat) {
    return (
      open +
      use(`${solid(p.deep)} opacity="0.35"`, 0.8 * k, 1.2 * k) +
      use(`fill="url(#${gradient})" stroke="${p.mid}" stroke-width="${n(k)}" stroke-linejoin="round" color="${p.base}"`) +
      '</g>'
    );
  }
  // The shape minus itself moved by (dx, dy) px: a band along the edges facing away from the move.
  const band = (dx: number, dy: number) =>
    ctx.once(`icon-band ${body} ${n(dx * k)} ${n(dy * k)}`, (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="${n(-0.1 * w)}" y="${n(-0.1 * h)}" width="${n(1.2 * w)}" height="${n(1.2 * h)}">` +
      use(solid('#fff')) +
      use(solid('#000'), dx * k, dy * k) +
      `</mask>`,
    );
  return (
    open +
    use(`${solid(p.deep)} opacity="0.5"`, 1.3 * k, 2 * k) +
    use(`fill="url(#${gradient})" stroke="${p.dark}" stroke-width="${n(0.9 * k)}" stroke-linejoin="round" color="${p.base}"`) +
    use(`${solid(p.hi)} opacity="0.85" mask="url(#${band(1.6, 2)})"`) +
    use(`${solid(p.deep)} opacity="0.45" mask="url(#${band(-1.6, -2)})"`) +
    '</g>'
  );
}
