// The six Iconify sets the library draws from (decision 0020), read as the icons worth drawing:
// one variant per shape (Phosphor's fill weight, Tabler's filled twin else its strokes, mdi without
// its outline twins, Health Icons' filled 48 px, Fluent's one-colour emoji without people, faces,
// hands and signs), without logos and interface glyphs.
import { createRequire } from 'node:module';
import { constellationIcon } from './constellations';
import { drawnIcon } from './shop-drawn';

const require = createRequire(import.meta.url);

/** The sets in order of preference: illustrative silhouettes first, strokes last. */
export const SETS = ['game-icons', 'ph', 'mdi', 'healthicons', 'fluent-emoji-high-contrast', 'tabler'] as const;
export type SetName = (typeof SETS)[number];

interface IconifyIcon { body: string; width?: number; height?: number; hidden?: boolean }
interface IconifyJson {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; [transform: string]: unknown }>;
  width?: number;
  height?: number;
}

/** One name an icon goes by ('magen-david' is an mdi alias of star-david), and the icon to draw for it. */
export interface IconName {
  set: SetName;
  /** The name with its set's variant words taken off ('sea-turtle', 'dragon-head'). */
  name: string;
  /** The Iconify id of the variant drawn: 'ph:cat-fill', 'tabler:moon-filled'. */
  icon: string;
  stroked: boolean;
  /** The set's own categories for it (mdi, Health Icons), a hint for the word's sense. */
  hints: string[];
}

export interface IconBody { body: string; width: number; height: number; stroked: boolean }

// mdi's categories that hold interface glyphs, logos and letters, not things.
const MDI_SKIP = new Set([
  'Account / User', 'Alert / Error', 'Alpha / Numeric', 'Arrange', 'Arrow', 'Battery', 'Brand / Logo',
  'Cellphone / Phone', 'Color', 'Database', 'Developer / Languages', 'Edit / Modify', 'Files / Folders', 'Form',
  'Geographic Information System', 'Navigation', 'Notification', 'Printer', 'Settings', 'Social Media',
  'Text / Content / Format', 'Tooltip', 'Vector', 'View', 'Emoji',
]);
// Health Icons' categories of people, moods, letters and charts.
const HEALTH_SKIP = new Set(['People', 'Emotions', 'Typography', 'Graphs', 'Conditions', 'Contraceptives', 'Ppe', 'Exercise']);
// Words that make a name an interface glyph or a state of something ('bell-off', 'heart-plus').
const UI_WORDS = new Set([
  'off', 'plus', 'minus', 'check', 'remove', 'alert', 'edit', 'cancel', 'search', 'question', 'cog', 'share',
  'sync', 'settings', 'arrow', 'arrows', 'chevron', 'multiple', 'network', 'add', 'x', 'exclamation', 'negative',
]);
// Tabler's name prefixes for its groups of interface glyphs and logos (mdi's categories say the same).
// Fluent's emoji of people, moods, hands, clocks, signs and coloured shapes, which draw no thing to cast.
const EMOJI_SKIP = /(^|-)(man|woman|men|women|person|people|boy|girl|baby|child|family|couple|kiss|face|faces|hand|hands|fist|fingers?|thumbs|clock|oclock|thirty|button|sign|arrow|mark|square|circle|heart|hearts|cat-with|grinning|crying|pouting|weary|smiling|japanese|input|keycap|flag|speech|symbol|suit|banknote|blood-type)(-|$)/;
const TABLER_SKIP = /^(brand|device|devices|file|folder|arrow|arrows|letter|number|square|circle|hexagon|message|mood|chart|filter|align|math|badge|currency|user|layout|zoom|adjustments|settings|pointer|player|http|git|text|border|table)-/;

function readSet(set: SetName): IconifyJson {
  return require(`@iconify-json/${set}/icons.json`) as IconifyJson;
}

function readCategories(set: SetName): Map<string, string[]> {
  const byIcon = new Map<string, string[]>();
  if (set !== 'mdi' && set !== 'healthicons') return byIcon;
  const meta = require(`@iconify-json/${set}/metadata.json`) as { categories?: Record<string, string[]> };
  for (const [category, icons] of Object.entries(meta.categories ?? {})) {
    for (const icon of icons) byIcon.set(icon, [...(byIcon.get(icon) ?? []), category]);
  }
  return byIcon;
}

export function iconSetVersions(): Record<string, string> {
  return {
    ...Object.fromEntries(SETS.map((s) => [`@iconify-json/${s}`, (require(`@iconify-json/${s}/package.json`) as { version: string }).version])),
    'd3-celestial (star positions, scripts/subjects/constellations.ts)': '0.7.35',
  };
}

/** Every icon name worth drawing in the five sets, and a reader of any icon's body by its id. */
export function readIconSets(): { names: IconName[]; body: (id: string) => IconBody | undefined } {
  const names: IconName[] = [];
  const jsons = new Map(SETS.map((set) => [set as string, readSet(set)]));
  for (const set of SETS) {
    const json = jsons.get(set)!;
    const categories = readCategories(set);
    const all = [
      ...Object.keys(json.icons).filter((n) => !json.icons[n].hidden).map((n) => [n, n] as const),
      // Aliases are left out: mdi's are mostly brand and interface names ('docker', 'more'), a review found.
    ];
    for (const [raw, target] of all) {
      const icon = json.icons[target];
      if (!icon || icon.hidden) continue;
      const drawn = variantToDraw(set, raw, target, json);
      if (!drawn) continue;
      const hints = categories.get(target) ?? [];
      if (set === 'mdi' && hints.some((h) => MDI_SKIP.has(h))) continue;
      if (set === 'healthicons' && hints.length && hints.every((h) => HEALTH_SKIP.has(h))) continue;
      if (set === 'fluent-emoji-high-contrast' && (EMOJI_SKIP.test(drawn.name) || !drawable(icon.body))) continue;
      if ((set === 'tabler' && TABLER_SKIP.test(drawn.name)) || drawn.name.split('-').some((w) => UI_WORDS.has(w))) continue;
      names.push({ set, name: drawn.name, icon: `${set}:${drawn.key}`, stroked: drawn.stroked, hints });
    }
  }
  function body(id: string): IconBody | undefined {
    const [set, name] = id.split(':');
    if (set === 'constellation') return constellationIcon(name);
    if (set === 'shop') return drawnIcon(name);
    const json = jsons.get(set);
    const shape = json?.icons[name] ?? json?.icons[json.aliases?.[name]?.parent ?? ''];
    if (!json || !shape) return undefined;
    return {
      // Fluent's emoji clip themselves to their own 32 px box: the clip does nothing and its id would repeat.
      body: shape.body.replace(VIEWBOX_CLIP, '').replace(/ clip-path="url\(#[^)]*\)"/g, ''),
      width: shape.width ?? json.width ?? 16,
      height: shape.height ?? json.height ?? 16,
      // Tabler draws with 2 px strokes; its -filled twins and every other set fill their shapes.
      stroked: set === 'tabler' && !name.endsWith('-filled'),
    };
  }
  return { names, body };
}

const VIEWBOX_CLIP = /<defs><clipPath id="[^"]*"><path fill="#fff" d="M0 0h32v32H0z"\/><\/clipPath><\/defs>/g;

/** One flat shape: no gradient, mask or definition beyond the clip to its own box. */
function drawable(body: string): boolean {
  return !/<(defs|linearGradient|radialGradient|mask|filter|use)\b/.test(body.replace(VIEWBOX_CLIP, ''));
}

/** The canonical name and the variant of it to draw, or nothing for a variant not drawn. */
function variantToDraw(set: SetName, raw: string, target: string, json: IconifyJson): { name: string; key: string; stroked: boolean } | undefined {
  const has = (n: string) => Boolean(json.icons[n] && !json.icons[n].hidden);
  switch (set) {
    case 'ph': {
      // Six weights of each icon: only the filled one is drawn.
      if (!raw.endsWith('-fill')) return undefined;
      return { name: raw.slice(0, -5), key: target, stroked: false };
    }
    case 'tabler': {
      if (raw.endsWith('-filled')) return { name: raw.slice(0, -7), key: target, stroked: false };
      if (has(`${raw}-filled`)) return undefined;
      return { name: raw, key: target, stroked: true };
    }
    case 'mdi': {
      if (raw.endsWith('-outline')) {
        // The outline twin of a filled icon is the same shape: only an icon that has no filled twin is kept.
        if (has(raw.slice(0, -8)) || json.aliases?.[raw.slice(0, -8)]) return undefined;
        return { name: raw.slice(0, -8), key: target, stroked: false };
      }
      return { name: raw, key: target, stroked: false };
    }
    case 'healthicons': {
      // The filled 48 px drawing; its -outline, -negative and -24px twins are the same shape.
      if (/(-outline|-negative|-24px|2x-outline)$/.test(raw)) return undefined;
      return { name: raw, key: target, stroked: false };
    }
    default:
      return { name: raw, key: target, stroked: false };
  }
}
