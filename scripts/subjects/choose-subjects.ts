// The library's subjects: every WordNet sense some icon draws, named, filed and given its best icon,
// less the reviewed deny lists, plus the subjects WordNet does not know (om, yin yang, paw print).
import { categoryOf } from '../../src/server/providers/images/procedural/subjects/category-rule';
import {
  DENY_ICONS, DENY_SUBJECTS, EXTRA_SUBJECTS, KEEP_LOOSE, PREFERRED_ICONS, RENAME,
} from '../../src/server/providers/images/procedural/subjects/curation';
import type { FeaturedCategory } from '../../src/shared/options';
import { CONSTELLATION_SUBJECTS } from './constellations';
import { DRAWN_SUBJECTS } from './shop-drawn';
import { SETS, type IconBody } from './icon-sets';
import type { IconMatch } from './map-icons';
import type { SenseReader } from './senses';
import { LEX, LEX_NAMES, type WordNet } from './wordnet';

const LOOSE = new Set<number>([LEX.communication, LEX.event, LEX.substance]);

export interface ChosenSubject {
  id: string;
  /** The WordNet sense it draws (none for the extra subjects). */
  synset?: number;
  icon: string;
  category: FeaturedCategory;
}

/**
 * The subjects, and notes on curation entries that no longer do anything (a deny entry no icon
 * produces any more, a sense no synset has): the build prints them so the lists stay true.
 */
export function chooseSubjects(
  wn: WordNet, reader: SenseReader, matches: IconMatch[], body: (id: string) => IconBody | undefined,
): { subjects: Map<string, ChosenSubject>; notes: string[] } {
  const notes: string[] = [];
  const seen = new Set<string>();
  const deniedIcons = new Set(DENY_ICONS);
  const deniedSubjects = new Set(DENY_SUBJECTS);
  const keepLoose = new Set(KEEP_LOOSE);
  const bySynset = new Map<number, IconMatch[]>();
  for (const m of matches) {
    if (deniedIcons.has(m.icon.icon)) continue;
    bySynset.set(m.synset.id, [...(bySynset.get(m.synset.id) ?? []), m]);
  }

  // A subject is named by the word its icons use most ('infinity' rather than WordNet's 'eternity').
  const named = new Map<string, { synset: number; icons: IconMatch[] }[]>();
  for (const [synset, icons] of bySynset) {
    const words = wn.synset(synset).words;
    const uses = new Map<string, number>();
    for (const m of icons) if (words.includes(m.lemma)) uses.set(m.lemma, (uses.get(m.lemma) ?? 0) + (m.rank === 0 ? 2 : 1));
    const best = [...uses].sort((a, b) => b[1] - a[1] || words.indexOf(a[0]) - words.indexOf(b[0]))[0]?.[0] ?? words[0];
    const id = RENAME[best] ?? best;
    seen.add(id);
    if (deniedSubjects.has(id)) continue;
    named.set(id, [...(named.get(id) ?? []), { synset, icons }]);
  }

  const subjects = new Map<string, ChosenSubject>();
  for (const [id, claims] of named) {
    // Two senses with one name ('crane' the bird and the machine): the sense the word means wins.
    const order = reader.senses(wn.lemmaOf(id) ?? id).map((s) => s.id);
    const rank = (synset: number) => (order.includes(synset) ? order.indexOf(synset) : order.length);
    const { synset, icons } = claims.sort((a, b) => rank(a.synset) - rank(b.synset) || a.synset - b.synset)[0];
    const s = wn.synset(synset);
    if (LOOSE.has(s.lex) && !keepLoose.has(id) && !reader.isA(s, 'gem') && !icons.some((m) => m.curated)) continue;
    const broader = new Set([...wn.ancestors(synset).keys()].filter((a) => a !== synset).flatMap((a) => wn.synset(a).words));
    const icon = PREFERRED_ICONS[id] ?? bestIcon(id, icons);
    subjects.set(id, { id, synset, icon, category: categoryOf({ id, lexfile: LEX_NAMES[s.lex], broader, gloss: s.gloss }) });
  }
  for (const extra of [...EXTRA_SUBJECTS, ...CONSTELLATION_SUBJECTS, ...DRAWN_SUBJECTS]) subjects.set(extra.id, { id: extra.id, icon: extra.icon, category: extra.category });

  for (const [id, icon] of Object.entries(PREFERRED_ICONS)) {
    if (!subjects.has(id)) throw new Error(`curation: preferred icon for '${id}', which is not a subject`);
    if (!body(icon)) throw new Error(`curation: no icon ${icon}`);
  }
  for (const s of subjects.values()) if (!body(s.icon)) throw new Error(`curation: no icon ${s.icon} for '${s.id}'`);
  const matched = new Set(matches.map((m) => m.icon.icon));
  for (const id of DENY_SUBJECTS) if (!seen.has(id)) notes.push(`DENY_SUBJECTS '${id}' names no subject any more`);
  for (const icon of DENY_ICONS) if (!matched.has(icon)) notes.push(`DENY_ICONS '${icon}' matches no word any more`);
  for (const [from, to] of Object.entries(RENAME)) if (!seen.has(to)) notes.push(`RENAME '${from}' renames nothing`);
  for (const id of KEEP_LOOSE) if (!subjects.has(id)) notes.push(`KEEP_LOOSE '${id}' keeps nothing`);
  return { subjects, notes };
}

/** Filled before stroked, the sets in their order (illustrative first), the whole thing before a part. */
function bestIcon(id: string, icons: IconMatch[]): string {
  const dashed = id.replace(/ /g, '-');
  const key = (m: IconMatch) => [
    m.icon.stroked ? 1 : 0,
    SETS.indexOf(m.icon.set),
    m.rank,
    m.icon.name === dashed ? 0 : 1,
    m.icon.name.length,
  ];
  return [...icons].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
    return a.icon.icon < b.icon.icon ? -1 : a.icon.icon > b.icon.icon ? 1 : 0;
  })[0].icon.icon;
}
