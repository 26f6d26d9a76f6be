import { drawSvg } from '../../png';
import { titleCase } from './title-case';
import type { Motif, Part } from '../motifs/types';
import type { FoundSubject, IconShape, Subject } from './types';

// A found subject as a motif: its icon raised in the metal on the darker recessed field. The icon's
// ink (not its nominal box, which sets pad unevenly) is centred in the motif's box and scaled to fill
// it with a small margin, its reach from the centre kept within the circle the hand-drawn motifs keep
// to, so corners do not run into a round medallion's rim. Named in the customer's own words when the
// icon draws what they named ('beagle' stays a beagle though the icon is a dog); in the subject's
// words when it is only the nearest we have.

/** Largest side of the ink, and farthest reach of the ink from the box's centre, in box units. */
const SIDE = 92;
const REACH = 54;
const RASTER = 48;

/** Where an icon's ink lies, in its own units, and what share of its box it covers. */
export interface IconInk {
  share: number;
  box: [x0: number, y0: number, x1: number, y1: number];
  /** Farthest inked point from the centre of `box`. */
  reach: number;
}

const inks = new Map<string, IconInk>();

/** One 48 px rendering of the icon, measured and kept per icon (it places the icon and feeds the weight). */
export function iconInk(icon: IconShape): IconInk {
  let ink = inks.get(icon.id);
  if (ink) return ink;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${icon.width} ${icon.height}"><g color="#000">${icon.body}</g></svg>`;
  const { pixels, width, height } = drawSvg(svg, RASTER);
  const u = icon.width / width;
  let alpha = 0;
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  const inked: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = pixels[(y * width + x) * 4 + 3];
      alpha += a;
      if (a < 64) continue;
      inked.push(x, y);
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  if (!inked.length) [x0, y0, x1, y1] = [0, 0, width, height];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  let reach = 0;
  for (let i = 0; i < inked.length; i += 2) {
    const dx = Math.max(Math.abs(inked[i] - cx), Math.abs(inked[i] + 1 - cx));
    const dy = Math.max(Math.abs(inked[i + 1] - cy), Math.abs(inked[i + 1] + 1 - cy));
    reach = Math.max(reach, Math.hypot(dx, dy));
  }
  ink = { share: alpha / 255 / (width * height), box: [x0 * u, y0 * u, x1 * u, y1 * u], reach: reach * u };
  inks.set(icon.id, ink);
  return ink;
}

const IRREGULAR: Record<string, string> = { mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot', children: 'child', oxen: 'ox', people: 'person' };

/** The last word made singular by the common English rules: one piece shows one of a thing. */
export function singular(words: string): string {
  return words.replace(/[a-z]+$/i, (w) => {
    const lower = w.toLowerCase();
    if (IRREGULAR[lower]) return IRREGULAR[lower];
    if (/[^aeiou]ies$/i.test(w)) return w.slice(0, -3) + 'y';
    if (/(?:ch|sh|x|ss|z)es$/i.test(w)) return w.slice(0, -2);
    if (/lves$/i.test(w) || /eaves$/i.test(w)) return w.slice(0, -3) + 'f';
    if (/[^su]s$/i.test(w) && !/is$/i.test(w) && lower !== 'woods') return w.slice(0, -1);
    return w;
  });
}

/** 'a' or 'an' by the sound of the word's start. */
export function withArticle(phrase: string): string {
  const an = /^(?:hour|honou?r|heir)/i.test(phrase) || (/^[aeiou]/i.test(phrase) && !/^(?:uni|use|usu|ure|uk|eu|one\b|once)/i.test(phrase));
  return `${an ? 'an' : 'a'} ${phrase}`;
}

/** The title and noun a found subject is named by: the customer's words unless it is only the nearest. */
export function namedBy(found: FoundSubject): Pick<Subject, 'title' | 'noun'> {
  const { subject } = found;
  // A place's own name as the customer wrote it, a proper noun with no article: 'Mount Rainier', 'Mount St. Helens'.
  if (found.proper) return { title: titleCase(found.words), noun: titleCase(found.words) };
  const words = singular(found.words.trim().replace(/\s+/g, ' '));
  if (found.match === 'nearest' || !words || words.toLowerCase() === subject.id) return { title: subject.title, noun: subject.noun };
  // Lower case but for the letters the customer capitalised whole ('EKG', 'VW'); an article by the sound.
  const cased = words.split(' ').map((w) => (/^[A-Z0-9]{2,}$/.test(w) ? w : w.toLowerCase())).join(' ');
  return { title: titleCase(cased), noun: /^[A-Z]{2,}/.test(cased) ? `an ${cased}`.replace(/^an (?=[BCDGJKPQTUVWYZ])/, 'a ') : withArticle(cased) };
}

export function iconMotif(found: FoundSubject): Motif {
  const { subject } = found;
  const { icon } = subject;
  const ink = iconInk(icon);
  const [x0, y0, x1, y1] = ink.box;
  const s = Math.min(SIDE / Math.max(x1 - x0, y1 - y0), REACH / ink.reach);
  // The part's square holds the icon's nominal box; it is placed so the ink's centre falls on (50, 50).
  const size = Math.max(icon.width, icon.height) * s;
  const x = 50 - ((x0 + x1) / 2) * s - (size - icon.width * s) / 2;
  const y = 50 - ((y0 + y1) / 2) * s - (size - icon.height * s) / 2;
  const parts: Part[] = [{ kind: 'icon', icon, x, y, size }];
  return {
    id: subject.id,
    ...namedBy(found),
    subjects: [subject.id],
    category: subject.category,
    recessedField: true,
    ink: { w: (x1 - x0) * s, h: (y1 - y0) * s },
    coverage: (ink.share * icon.width * icon.height * s * s) / 10000,
    draw: () => parts,
  };
}
