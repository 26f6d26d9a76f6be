// `npx tsx scripts/scene-sheet.ts`: a contact sheet of scene prompts (issue 22, point 4: two subjects
// related by the words) drawn by the embedded generator, with each one's relation and name printed, into
// bench/results/scene-sheet.png, to judge the layouts as a jeweller would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { generateDesign } from '../src/server/providers/images/procedural';

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
const cols = 4;
const cell = 360;
const parts: string[] = [];
PROMPTS.forEach((prompt, i) => {
  const look = LOOKS[i % LOOKS.length];
  const r = generateDesign({ prompt, ...look, finish: 'Polished', form: i === 15 ? 'pendant' : 'charm', seed: 1 });
  console.log(`${i}. ${prompt} → ${r.relation ?? 'no relation'} [${r.motifs.join(', ')}] ${r.name}`);
  const x = (i % cols) * cell;
  const y = Math.floor(i / cols) * cell;
  parts.push(r.svg.replace('<svg ', `<svg x="${x}" y="${y}" `).replace(/ width="512" height="512"/, ` width="${cell}" height="${cell}"`));
});
const W = cols * cell;
const H = Math.ceil(PROMPTS.length / cols) * cell;
const sheet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#faf7f2"/>${parts.join('')}</svg>`;
writeFileSync(`${OUT}/scene-sheet.png`, new Resvg(sheet, { font: { loadSystemFonts: false } }).render().asPng());
console.log(`Contact sheet: ${OUT}/scene-sheet.png`);
