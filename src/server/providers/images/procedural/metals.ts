import type { Finish, Metal } from '@shared/options';

// Metals become gradients. Each metal has a six-step ramp from the specular highlight to the deepest
// shadow; the ramps are tuned on ivory so the alloys read apart: yellow gold warm and saturated, white
// gold bright and slightly warm (rhodium), rose gold pink-copper, sterling silver cooler and softer.

export type MetalKey = 'yellow' | 'white' | 'rose' | 'silver';

export interface Palette {
  hi: string;
  light: string;
  base: string;
  mid: string;
  dark: string;
  deep: string;
}

const PALETTES: Record<MetalKey, Palette> = {
  yellow: { hi: '#fff8dc', light: '#f6dc92', base: '#e0b95e', mid: '#c4973d', dark: '#946a22', deep: '#5e4012' },
  white: { hi: '#ffffff', light: '#f1f1ee', base: '#d9d9d6', mid: '#b7b8b6', dark: '#8a8b8b', deep: '#55575a' },
  rose: { hi: '#fff0e8', light: '#f5c9b2', base: '#e0a184', mid: '#c47f63', dark: '#975740', deep: '#613427' },
  silver: { hi: '#ffffff', light: '#e9ecef', base: '#c9ced4', mid: '#a3a9b1', dark: '#767d86', deep: '#474d55' },
};

/** Which metal goes where: the rim and bail, the recessed field, and the raised motifs in turn. */
export interface MetalPlan {
  rim: MetalKey;
  field: MetalKey;
  relief: MetalKey[];
  label: string;
}

export function metalPlan(metal: Metal): MetalPlan {
  switch (metal) {
    case 'Yellow Gold':
      return { rim: 'yellow', field: 'yellow', relief: ['yellow'], label: '14k yellow gold' };
    case 'White Gold':
      return { rim: 'white', field: 'white', relief: ['white'], label: '14k white gold' };
    case 'Rose Gold':
      return { rim: 'rose', field: 'rose', relief: ['rose'], label: '14k rose gold' };
    case 'Two-Tone (Yellow & White)':
      return { rim: 'yellow', field: 'white', relief: ['yellow'], label: 'two-tone 14k yellow and white gold' };
    case 'Two-Tone (Rose & White)':
      return { rim: 'rose', field: 'white', relief: ['rose'], label: 'two-tone 14k rose and white gold' };
    case 'Two-Tone (Yellow & Rose)':
      return { rim: 'yellow', field: 'rose', relief: ['yellow'], label: 'two-tone 14k yellow and rose gold' };
    case 'Tri-Tone Mix':
      return { rim: 'yellow', field: 'white', relief: ['rose', 'yellow', 'rose'], label: 'tri-tone 14k yellow, white and rose gold' };
    case 'Sterling Silver':
      return { rim: 'silver', field: 'silver', relief: ['silver'], label: '.925 sterling silver' };
  }
}

export const SILVER_PLAN: MetalPlan = metalPlan('Sterling Silver');

function hex(c: string): [number, number, number] {
  const n = parseInt(c.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hex(a);
  const [r2, g2, b2] = hex(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** The ramp as the finish leaves it: Vintage oxidises the shadows, Brushed softens the extremes. */
export function palette(key: MetalKey, finish: Finish): Palette {
  const p = PALETTES[key];
  if (finish === 'Vintage') {
    return { ...p, mid: mix(p.mid, p.dark, 0.25), dark: mix(p.dark, '#2b1e10', 0.35), deep: mix(p.deep, '#150e07', 0.55) };
  }
  if (finish === 'Brushed') {
    return { ...p, hi: mix(p.hi, p.light, 0.5), deep: mix(p.deep, p.dark, 0.3) };
  }
  return p;
}

/** Paint for one metal in one piece: the palette and the ids of its gradients. */
export interface MetalPaint {
  key: MetalKey;
  pal: Palette;
  /** Relief fill (bounding-box gradient, light from the top left). */
  relief: string;
  /** Rim and bail (bounding-box gradient with metallic banding). */
  rim: string;
  /** The recessed field (radial). */
  field: string;
}

export function metalPaint(prefix: string, key: MetalKey, finish: Finish): MetalPaint {
  return {
    key,
    pal: palette(key, finish),
    relief: `url(#${prefix}-rel-${key})`,
    rim: `url(#${prefix}-rim-${key})`,
    field: `url(#${prefix}-fld-${key})`,
  };
}

function stops(list: [number, string, number?][]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('');
}

/** The gradient definitions of one metal under one finish. */
export function metalDefs(prefix: string, key: MetalKey, finish: Finish, flat: boolean): string {
  const p = palette(key, finish);
  const id = (n: string) => `${prefix}-${n}-${key}`;
  let rel: [number, string][];
  let rim: [number, string][];
  let fld: [number, string][];
  if (flat) {
    rel = [[0, p.light], [1, p.base]];
    rim = [[0, p.light], [0.5, p.base], [1, p.mid]];
    fld = [[0, p.base], [1, p.mid]];
  } else if (finish === 'Polished') {
    rel = [[0, p.hi], [0.22, p.light], [0.5, p.base], [0.78, p.mid], [1, p.dark]];
    rim = [[0, p.hi], [0.16, p.light], [0.34, p.base], [0.5, p.dark], [0.62, p.mid], [0.74, p.light], [0.86, p.base], [1, p.dark]];
    fld = [[0, p.light], [0.55, p.base], [1, p.mid]];
  } else if (finish === 'Brushed') {
    rel = [[0, p.light], [0.45, p.base], [1, p.mid]];
    rim = [[0, p.light], [0.3, p.base], [0.55, p.mid], [0.75, p.base], [1, p.mid]];
    fld = [[0, p.base], [0.7, p.mid], [1, p.mid]];
  } else {
    rel = [[0, p.hi], [0.3, p.light], [0.62, p.base], [1, p.dark]];
    rim = [[0, p.light], [0.25, p.base], [0.5, p.dark], [0.7, p.mid], [0.85, p.base], [1, p.dark]];
    fld = [[0, mix(p.base, p.mid, 0.6)], [0.6, mix(p.mid, p.dark, 0.55)], [1, p.dark]];
  }
  return (
    `<linearGradient id="${id('rel')}" x1="0.1" y1="0" x2="0.85" y2="1">${stops(rel)}</linearGradient>` +
    `<linearGradient id="${id('rim')}" x1="0" y1="0" x2="1" y2="1">${stops(rim)}</linearGradient>` +
    `<radialGradient id="${id('fld')}" cx="0.42" cy="0.38" r="0.7">${stops(fld)}</radialGradient>`
  );
}

/**
 * The recessed field under icon subjects, a step down the ramp from the usual field (as a jeweller
 * darkens or mattes the ground behind a fine relief), so the relief's light edges read against it.
 */
export function recessGradient(id: string, p: Palette, finish: Finish, flat: boolean): string {
  let fld: [number, string][];
  if (flat) fld = [[0, p.mid], [1, mix(p.mid, p.dark, 0.5)]];
  else if (finish === 'Vintage') fld = [[0, p.mid], [0.6, p.dark], [1, p.deep]];
  else fld = [[0, mix(p.base, p.mid, 0.6)], [0.6, mix(p.mid, p.dark, 0.55)], [1, p.dark]];
  return `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.7">${stops(fld)}</radialGradient>`;
}

/** Facet colours: tone 0 (shadow) to 1 (light) along the metal ramp, or along a diamond's ice-white ramp. */
export function facetColour(pal: Palette, tone: number, gem = false): string {
  const ramp = gem
    ? ['#6f8296', '#9fb2c4', '#cbd8e3', '#e7eef4', '#f7fafc', '#ffffff']
    : [pal.deep, pal.dark, pal.mid, pal.base, pal.light, pal.hi];
  const t = Math.max(0, Math.min(1, tone)) * (ramp.length - 1);
  const i = Math.floor(t);
  return i >= ramp.length - 1 ? ramp[ramp.length - 1] : mix(ramp[i], ramp[i + 1], t - i);
}
