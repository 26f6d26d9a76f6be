// `npx tsx scripts/scene-sheet.ts`: a contact sheet of scene prompts (issue 22, point 4: two subjects
// related by the words) drawn by the embedded generator, with each one's relation and name printed, into
// bench/results/scene-sheet.png, to judge the layouts as a jeweller would.
import { mkdirSync } from 'node:fs';
import { generateDesign } from '../src/server/providers/images/procedural';
import { writeContactSheet } from './contact-sheet';

const OUT = 'bench/results';
const PROMPTS = [
  'an owl perched on a book',
  'a sleeping fox curled around a crescent moon',
  'a bird under a star',
  'a dragon wrapped around a sword',
  'a cat sleeping on a stack of books',
  'a crow holding a key in its beak',
  'a lighthouse on a rocky shore',
  'a dolphin jumping over a wave',
  'a mermaid sitting on a rock',
  'a tent under the stars',
  'an evil eye inside a hamsa hand',
  'a dove carrying an olive branch',
  'a butterfly landing on a rose',
  'palm tree on a little island',
  'phoenix rising above flames',
  'an owl perched on a book under the stars',
];

/** Plain pieces mostly, a few styles and metals among them, with engraving-free prompts. */
const LOOKS = [
  { designStyle: 'None', metal: 'Yellow Gold' },
  { designStyle: 'None', metal: 'Yellow Gold' },
  { designStyle: 'None', metal: 'Sterling Silver' },
  { designStyle: 'Celtic', metal: 'Rose Gold' },
  { designStyle: 'Minimalist', metal: 'White Gold' },
] as const;

mkdirSync(OUT, { recursive: true });
const svgs = PROMPTS.map((prompt, i) => {
  const look = LOOKS[i % LOOKS.length];
  const r = generateDesign({ prompt, ...look, finish: 'Polished', form: i === 15 ? 'pendant' : 'charm', seed: 1 });
  console.log(`${i}. ${prompt} → ${r.relation ?? 'no relation'} [${r.motifs.join(', ')}] ${r.name}`);
  return r.svg;
});
writeContactSheet(svgs, `${OUT}/scene-sheet.png`);
console.log(`Contact sheet: ${OUT}/scene-sheet.png`);
