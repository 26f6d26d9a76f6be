import type { Part } from './motifs/types';
import { drawIcon } from './icon-relief';
import { facetColour, type MetalPaint } from './metals';
import { f } from './paths';
import type { ShapeSink } from './shape';

// Relief drawing. Everything raised gets the jeweller's bevel: a darker cast outline offset down and
// right, the metal gradient, then (clipped inside the shape) a bright line along the top-left edge and
// a shadow line along the bottom-right edge. Line weights are given in output pixels and divided by
// the drawing's scale, so every motif shares the same weights whatever its size.

export interface DrawContext {
  /** Prefix of every id in this SVG (pieces can be inlined side by side). */
  prefix: string;
  flat: boolean;
  /** A new unique id. */
  id(): string;
  /** clipPath and other definitions collected while drawing. */
  defs: string[];
  /** The id of the definition known by `key`, made (and added to defs) the first time it is asked for. */
  once(key: string, make: (id: string) => string): string;
  /** Where the metal drawn is told to the castable model (shape.ts); only the main metal's drawing has one. */
  shape?: ShapeSink;
}

export function createContext(prefix: string, flat: boolean, shape?: ShapeSink): DrawContext {
  let n = 0;
  const made = new Map<string, string>();
  const ctx: DrawContext = {
    prefix,
    flat,
    shape,
    id: () => `${prefix}-${(n++).toString(36)}`,
    defs: [],
    once: (key, make) => {
      let id = made.get(key);
      if (id === undefined) {
        id = ctx.id();
        ctx.defs.push(make(id));
        made.set(key, id);
      }
      return id;
    },
  };
  return ctx;
}

/**
 * Draws motif parts. `unit` is the size of one drawing unit in output pixels (the scale in force),
 * so that 1 / unit converts pixels to drawing units.
 */
export function drawParts(parts: readonly Part[], paint: MetalPaint, ctx: DrawContext, unit: number): string {
  const k = 1 / unit;
  const p = paint.pal;
  const out: string[] = [];
  for (const part of parts) {
    switch (part.kind) {
      case 'fill': {
        if (ctx.flat) {
          out.push(`<path d="${part.d}" fill="${p.deep}" opacity="0.35" transform="translate(${f(0.8 * k)} ${f(1.2 * k)})"/>`);
          out.push(`<path d="${part.d}" fill="${paint.relief}" stroke="${p.mid}" stroke-width="${f(1 * k)}" stroke-linejoin="round"/>`);
          break;
        }
        const clip = ctx.id();
        ctx.defs.push(`<clipPath id="${clip}"><path d="${part.d}"/></clipPath>`);
        out.push(
          `<path d="${part.d}" fill="${p.deep}" opacity="0.5" transform="translate(${f(1.3 * k)} ${f(2 * k)})"/>` +
            `<path d="${part.d}" fill="${paint.relief}" stroke="${p.dark}" stroke-width="${f(0.9 * k)}" stroke-linejoin="round"/>` +
            `<g clip-path="url(#${clip})" fill="none" stroke-linejoin="round">` +
            `<path d="${part.d}" stroke="${p.hi}" stroke-width="${f(3 * k)}" opacity="0.85" transform="translate(${f(1.2 * k)} ${f(1.5 * k)})"/>` +
            `<path d="${part.d}" stroke="${p.deep}" stroke-width="${f(3 * k)}" opacity="0.4" transform="translate(${f(-1.2 * k)} ${f(-1.5 * k)})"/>` +
            `</g>`,
        );
        break;
      }
      case 'wire': {
        const w = part.w;
        const attrs = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
        if (ctx.flat) {
          out.push(
            `<path d="${part.d}" ${attrs} stroke="${p.mid}" stroke-width="${f(w + 1.2 * k)}"/>` +
              `<path d="${part.d}" ${attrs} stroke="${p.light}" stroke-width="${f(w)}"/>`,
          );
          break;
        }
        out.push(
          `<path d="${part.d}" ${attrs} stroke="${p.deep}" stroke-width="${f(w + 1.2 * k)}" opacity="0.45" transform="translate(${f(1.2 * k)} ${f(1.9 * k)})"/>` +
            `<path d="${part.d}" ${attrs} stroke="${p.dark}" stroke-width="${f(w + 1.3 * k)}"/>` +
            `<path d="${part.d}" ${attrs} stroke="${p.base}" stroke-width="${f(w)}"/>` +
            `<path d="${part.d}" ${attrs} stroke="${p.light}" stroke-width="${f(w * 0.5)}" transform="translate(${f(-w * 0.12)} ${f(-w * 0.14)})"/>` +
            `<path d="${part.d}" ${attrs} stroke="${p.hi}" stroke-width="${f(Math.min(w * 0.18, 1.6 * k))}" opacity="0.9" transform="translate(${f(-w * 0.2)} ${f(-w * 0.22)})"/>`,
        );
        break;
      }
      case 'groove': {
        const w = (part.w ?? 2) * k;
        const attrs = `fill="none" stroke-linecap="round" stroke-linejoin="round"`;
        out.push(
          `<path d="${part.d}" ${attrs} stroke="${p.hi}" stroke-width="${f(w)}" opacity="0.6" transform="translate(${f(0.7 * k)} ${f(0.9 * k)})"/>` +
            `<path d="${part.d}" ${attrs} stroke="${p.deep}" stroke-width="${f(w)}" opacity="0.85"/>`,
        );
        break;
      }
      case 'dot':
        out.push(
          `<path d="${part.d}" fill="${p.deep}"/>` +
            `<path d="${part.d}" fill="none" stroke="${p.light}" stroke-width="${f(0.9 * k)}" opacity="0.55" transform="translate(${f(0.6 * k)} ${f(0.8 * k)})"/>`,
        );
        break;
      case 'facet':
        out.push(
          `<path d="${part.d}" fill="${facetColour(p, part.tone, part.gem)}" stroke="${part.gem ? '#7d8ea0' : p.dark}" stroke-width="${f(0.7 * k)}" stroke-linejoin="round"/>`,
        );
        break;
      case 'icon':
        out.push(drawIcon(part, paint, ctx, unit));
        break;
    }
  }
  return out.join('');
}

/** Tone of a facet whose outward direction is `deg` (screen degrees), lit from the top left. */
export function litTone(deg: number, base = 0.55, swing = 0.4): number {
  return base + swing * Math.cos(((deg - 225) * Math.PI) / 180);
}
