// Subjects no icon set draws, drawn here as round wire in Tabler's manner (24 units, 2-unit lines):
// plain signs and shapes a customer asks for by name (an ichthys, a semicolon, a black hole, a pond
// with reeds, a pine cone). The shop's own drawings: no licence to keep.
import type { FeaturedCategory } from '../../src/shared/options';
import type { IconBody } from './icon-sets';

const DRAWN: Record<string, { category: FeaturedCategory; words: string[]; d: string[] }> = {
  ichthys: {
    category: 'symbols-myth',
    words: ['christian fish', 'ichthus', 'ichthys', 'jesus fish'],
    // Two arcs that meet at the nose and cross at the tail.
    d: ['M2.5 7.5C7 15 15.5 18.5 21.5 12C15.5 5.5 7 9 2.5 16.5'],
  },
  semicolon: {
    category: 'symbols-myth',
    words: ['semicolon', 'semi colon', 'semicolon project'],
    // A round point, and a comma whose tail curls down to the left.
    d: ['M12 6.5h.01', 'M12 15.5h.01', 'M13.4 15.6c.3 2.6-.7 4.6-3 6'],
  },
  'black hole': {
    category: 'nature-elements',
    words: ['black hole', 'event horizon'],
    // A whirl drawn in to its centre.
    d: ['M12 12a1.5 1.5 0 0 1 3 0a3 3 0 0 1-6 0a4.5 4.5 0 0 1 9 0a6 6 0 0 1-12 0a7.5 7.5 0 0 1 15 0', 'M12 12h.01'],
  },
  pond: {
    category: 'nature-elements',
    words: ['lily pond', 'pond', 'pool of water'],
    // Rings of water, and two reeds standing in it.
    d: ['M3 18c0 1.7 4 3 9 3s9-1.3 9-3s-4-3-9-3s-9 1.3-9 3', 'M8 18c0 .6 1.8 1 4 1s4-.4 4-1', 'M15.5 16V6', 'M15.5 6v-.01', 'M15.5 5.5a1.2 2.5 0 1 0 .01 0', 'M18.5 16.5V9.5', 'M18.5 9a1 2 0 1 0 .01 0'],
  },
  'pine cone': {
    category: 'nature-elements',
    words: ['pine cone', 'pinecone', 'fir cone', 'conifer cone'],
    // An egg of scales on a short stem: the scales' edges cross in a lattice.
    d: ['M12 2v2.5', 'M5.5 13a6.5 8.5 0 1 0 13 0a6.5 8.5 0 1 0-13 0',
      'M12.09 5.61L17.62 12.25', 'M9.4 7.38L16.51 15.91', 'M7.49 10.09L14.6 18.62', 'M6.38 13.75L11.91 20.39',
      'M6.38 12.25L11.91 5.61', 'M7.49 15.91L14.6 7.38', 'M9.4 18.62L16.51 10.09', 'M12.09 20.39L17.62 13.75'],
  },
};

/** The shop's drawn subjects, beside the sets' (filed by the words of the category rule's file). */
export const DRAWN_SUBJECTS: { id: string; icon: string; category: FeaturedCategory; words: string[] }[] =
  Object.entries(DRAWN).map(([id, s]) => ({ id, icon: `shop:${id.replace(/ /g, '-')}`, category: s.category, words: s.words }));

export function drawnIcon(name: string): IconBody | undefined {
  const s = DRAWN[name.replace(/-/g, ' ')];
  if (!s) return undefined;
  const body = `<g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2">${s.d.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  return { body, width: 24, height: 24, stroked: true };
}
