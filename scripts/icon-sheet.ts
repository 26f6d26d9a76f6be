// `npx tsx scripts/icon-sheet.ts`: a contact sheet of 12 icon subjects drawn as charms in gold and 4
// in silver (bench/results/icon-sheet.png), to judge the relief beside `npm run gallery`; then p50/p95
// of the SVG (both metals) and of the 1024 px PNG over 48 icon designs.
// Options: --no-bench skips the timing; --only=N writes sheet entry N at full size with its SVG.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { DesignRequest } from '../src/server/providers/images';
import { renderPng } from '../src/server/providers/images/png';
import { designWithMotifs } from '../src/server/providers/images/procedural/generate';
import { iconMotif } from '../src/server/providers/images/procedural/subjects/icon-motif';
import { foundIcon } from '../tests/helpers/iconify';
import { writeContactSheet } from './contact-sheet';

const OUT = 'bench/results';
type Cell = [icon: string, subject: string, words: string, request: Omit<DesignRequest, 'prompt' | 'seed' | 'form'>];
const gold = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished' } as const;
const SHEET: Cell[] = [
  ['game-icons:owl', 'owl', 'owl', gold],
  ['game-icons:lighthouse', 'lighthouse', 'lighthouse', { ...gold, designStyle: 'Gothic' }],
  ['game-icons:dragon-head', 'dragon', 'dragon', { ...gold, designStyle: 'Celtic', finish: 'Vintage' }],
  ['game-icons:sea-turtle', 'sea turtle', 'sea turtles', { ...gold, metal: 'Rose Gold' }],
  ['game-icons:elephant', 'elephant', 'elephant', { ...gold, designStyle: 'Baroque', finish: 'Brushed' }],
  ['mdi:elephant', 'elephant', 'elephant', { ...gold, designStyle: 'Minimalist' }],
  ['ph:butterfly-fill', 'butterfly', 'butterfly', { ...gold, designStyle: 'Floral', metal: 'White Gold' }],
  ['tabler:stethoscope', 'stethoscope', 'stethoscope', gold],
  ['healthicons:stethoscope', 'stethoscope', 'stethoscope', { ...gold, designStyle: 'Geometric' }],
  ['game-icons:sitting-dog', 'dog', 'beagle', { ...gold, designStyle: 'Flat' }],
  ['game-icons:hummingbird', 'hummingbird', 'hummingbird', { ...gold, designStyle: 'Celestial', metal: 'Two-Tone (Yellow & White)' }],
  ['game-icons:lotus', 'lotus', 'lotus', { ...gold, designStyle: 'Filigree' }],
  ['game-icons:owl', 'owl', 'owl', { ...gold, metal: 'Sterling Silver' }],
  ['tabler:anchor', 'anchor', 'anchor', { ...gold, metal: 'Sterling Silver', designStyle: 'Detailed' }],
  ['game-icons:wolf-head', 'wolf', 'wolf', { ...gold, metal: 'Sterling Silver', finish: 'Vintage' }],
  ['healthicons:tooth', 'tooth', 'tooth', { ...gold, metal: 'Sterling Silver', designStyle: 'Abstract', finish: 'Brushed' }],
];

function design(i: number, seed = 7) {
  const [icon, subject, words, req] = SHEET[i % SHEET.length];
  const request: DesignRequest = { ...req, prompt: words, form: 'charm', seed };
  return designWithMotifs(request, [iconMotif(foundIcon(icon, subject, words, words === subject ? 'exact' : 'kind'))], null);
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const args = process.argv.slice(2);
mkdirSync(`${OUT}/pieces`, { recursive: true });
const only = args.find((a) => a.startsWith('--only='));
if (only) {
  const i = Number(only.split('=')[1]);
  const r = design(i);
  writeFileSync(`${OUT}/pieces/icon-${i}.png`, renderPng(r.svg, 1024));
  writeFileSync(`${OUT}/pieces/icon-${i}.svg`, r.svg);
  console.log(`${r.name}: ${OUT}/pieces/icon-${i}.png (SVG ${r.svg.length} chars)`);
  process.exit(0);
}

writeContactSheet(SHEET.map((_, i) => design(i).svg), `${OUT}/icon-sheet.png`);
console.log(`Contact sheet: ${OUT}/icon-sheet.png`);

if (!args.includes('--no-bench')) {
  for (let i = 0; i < 8; i++) renderPng(design(i, 1).svg, 1024);
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  const N = 48;
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const r = design(i, 100 + i);
    const t1 = performance.now();
    renderPng(r.svg, 1024);
    pngMs.push(performance.now() - t1);
    svgMs.push(t1 - t0);
  }
  svgMs.sort((a, b) => a - b);
  pngMs.sort((a, b) => a - b);
  const fmt = (ms: number) => ms.toFixed(1);
  console.log(`Icon designs over ${N}: SVG (gold and silver) p50 ${fmt(pct(svgMs, 50))} ms, p95 ${fmt(pct(svgMs, 95))} ms`);
  console.log(`1024 px PNG of the main render: p50 ${fmt(pct(pngMs, 50))} ms, p95 ${fmt(pct(pngMs, 95))} ms`);
}
