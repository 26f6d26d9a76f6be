// `npm run gallery`: renders a contact sheet of 30 designs from the embedded generator, their prompts
// taken from the evaluation set (tests/generator-eval/prompts.ts) one per theme, into
// bench/results/gallery.png (one big SVG, rendered by resvg; the form each piece is made in follows its words), writes a few single pieces at full size
// next to it, and prints p50/p95 generation times (SVG, and SVG + 1024 px PNG) over 200 designs.
// Options: --no-bench skips the timing; --only=N renders only sheet entry N as a single piece.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import { DESIGN_STYLES, FINISHES, METALS } from '../src/shared/options';
import { createProceduralGenerator, renderPng, type DesignRequest } from '../src/server/providers/images';
import { GLYPHS, advance, engravable, textWidth } from '../src/server/providers/images/procedural/alphabet';
import { EVAL_SET } from '../tests/generator-eval/prompts';

const OUT = 'bench/results';
/** The sheet: prompts from the evaluation set, one per theme and more for the forms, each in its own look. */
const LOOKS: ({ id: string } & Omit<DesignRequest, 'seed' | 'prompt'>)[] = [
  { id: 'space-13', designStyle: 'Celestial', metal: 'Rose Gold', finish: 'Polished', form: 'charm' },
  { id: 'pets-1', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm' },
  { id: 'professions-1', designStyle: 'Minimalist', metal: 'White Gold', finish: 'Polished', form: 'pendant' },
  { id: 'places-1', designStyle: 'Detailed', metal: 'Two-Tone (Yellow & White)', finish: 'Brushed', form: 'charm' },
  { id: 'flowers-1', designStyle: 'Floral', metal: 'Rose Gold', finish: 'Vintage', form: 'pendant' },
  { id: 'zodiac-1', designStyle: 'Geometric', metal: 'Yellow Gold', finish: 'Brushed', form: 'charm' },
  { id: 'sports-1', designStyle: 'Flat', metal: 'Yellow Gold', finish: 'Polished', form: 'charm' },
  { id: 'couples-family-2', designStyle: 'None', metal: 'Two-Tone (Rose & White)', finish: 'Polished', form: 'pendant' },
  { id: 'faith-3', designStyle: 'Celtic', metal: 'Sterling Silver', finish: 'Vintage', form: 'charm' },
  { id: 'insects-1', designStyle: 'Geometric', metal: 'Yellow Gold', finish: 'Polished', form: 'earrings' },
  { id: 'weather-4', designStyle: 'Filigree', metal: 'White Gold', finish: 'Polished', form: 'charm' },
  { id: 'music-2', designStyle: 'Ornate', metal: 'Yellow Gold', finish: 'Polished', form: 'charm' },
  { id: 'hobbies-1', designStyle: 'Abstract', metal: 'Sterling Silver', finish: 'Brushed', form: 'charm' },
  { id: 'fantasy-1', designStyle: 'Gothic', metal: 'Yellow Gold', finish: 'Vintage', form: 'charm' },
  { id: 'form-letter-2', designStyle: 'None', metal: 'Rose Gold', finish: 'Polished', form: 'charm' },
  { id: 'birds-1', designStyle: 'Minimalist', metal: 'Rose Gold', finish: 'Brushed', form: 'earrings' },
  { id: 'form-bar-13', designStyle: 'None', metal: 'White Gold', finish: 'Polished', form: 'charm' },
  { id: 'trees-1', designStyle: 'Celtic', metal: 'Yellow Gold', finish: 'Vintage', form: 'pendant' },
  { id: 'sea-life-1', designStyle: 'Filigree', metal: 'Two-Tone (Yellow & Rose)', finish: 'Polished', form: 'bracelet' },
  { id: 'memorial-3', designStyle: 'Celestial', metal: 'Two-Tone (Yellow & White)', finish: 'Polished', form: 'charm' },
  { id: 'form-tag-6', designStyle: 'None', metal: 'Yellow Gold', finish: 'Brushed', form: 'charm' },
  { id: 'pets-2', designStyle: 'None', metal: 'White Gold', finish: 'Brushed', form: 'bracelet' },
  { id: 'fantasy-2', designStyle: 'Minimalist', metal: 'Sterling Silver', finish: 'Polished', form: 'charm' },
  { id: 'professions-10', designStyle: 'Baroque', metal: 'Rose Gold', finish: 'Polished', form: 'charm' },
  // The forms the words choose (issue 23, point 2): silhouettes, names in script and letters on one chain.
  { id: 'form-silhouette-1', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm' },
  { id: 'form-silhouette-14', designStyle: 'None', metal: 'Rose Gold', finish: 'Polished', form: 'charm' },
  { id: 'form-name-1', designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm' },
  { id: 'form-name-4', designStyle: 'None', metal: 'Rose Gold', finish: 'Polished', form: 'charm' },
  { id: 'form-letter-12', designStyle: 'None', metal: 'White Gold', finish: 'Polished', form: 'charm' },
  { id: 'form-silhouette-2', designStyle: 'None', metal: 'Sterling Silver', finish: 'Brushed', form: 'charm' },
];
const SHEET: Omit<DesignRequest, 'seed'>[] = LOOKS.map(({ id, ...look }) => {
  const item = EVAL_SET.find((p) => p.id === id);
  if (!item) throw new Error(`gallery: no prompt ${id} in the evaluation set`);
  return { prompt: item.prompt, ...look };
});

/** Label text in the stroke alphabet (no fonts needed). */
function label(text: string, cx: number, baseline: number, h: number, colour: string): string {
  const t = engravable(text);
  const s = h / 10;
  let x = cx - (textWidth(t) * s) / 2;
  let d = '';
  for (const ch of t) {
    if (GLYPHS[ch]) d += `<path transform="translate(${(x + ((advance(ch) - 8.4) / 2) * s).toFixed(2)} ${(baseline - h).toFixed(2)}) scale(${s})" d="${GLYPHS[ch]}"/>`;
    x += advance(ch) * s;
  }
  return `<g fill="none" stroke="${colour}" stroke-width="${(1.1 / s).toFixed(3)}" stroke-linecap="round" stroke-linejoin="round">${d}</g>`;
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  mkdirSync(`${OUT}/pieces`, { recursive: true });
  const gen = createProceduralGenerator();
  const args = process.argv.slice(2);
  const only = args.find((a) => a.startsWith('--only='));
  if (only) {
    const i = Number(only.split('=')[1]);
    const seed = Number(args.find((a) => a.startsWith('--seed='))?.split('=')[1] ?? 1);
    const r = await gen.generate({ ...SHEET[i], seed });
    writeFileSync(`${OUT}/pieces/piece-${i}.png`, renderPng(r.svg, 1024));
    writeFileSync(`${OUT}/pieces/piece-${i}-silver.png`, renderPng(r.silverSvg, 1024));
    writeFileSync(`${OUT}/pieces/piece-${i}.svg`, r.svg);
    console.log(JSON.stringify({ ...r, svg: `${r.svg.length} chars`, silverSvg: `${r.silverSvg.length} chars` }, null, 2));
    return;
  }

  const cols = 6;
  const rows = Math.ceil(SHEET.length / cols);
  const cell = 300;
  const labelH = 44;
  const W = cols * cell;
  const H = rows * (cell + labelH) + 70;
  const parts: string[] = [];
  const forms = new Set<string>();
  for (let i = 0; i < SHEET.length; i++) {
    const req = SHEET[i];
    const r = await gen.generate({ ...req, seed: 7 });
    // Earrings come as studs or drops, bracelets as bangles or charm bracelets: each its own form on the sheet.
    forms.add(r.form === 'letter' ? 'Letter Pendant' : r.form === 'name' ? 'Name Necklace' : (r.name.match(/(Stud Earrings|Drop Earrings|Bangle|Charm Bracelet|Bar Necklace|Tag Necklace|Name Necklace|Silhouette Charm|Silhouette Pendant|Pendant|Charm)$/)?.[1] ?? r.form));
    const x = (i % cols) * cell;
    const y = 70 + Math.floor(i / cols) * (cell + labelH);
    parts.push(r.svg.replace('<svg ', `<svg x="${x + 6}" y="${y}" `).replace(/ width="512" height="512"/, ` width="${cell - 12}" height="${cell - 12}"`));
    parts.push(label(r.name, x + cell / 2, y + cell + 2, 9, '#111111'));
    parts.push(label(`${req.designStyle} · ${req.metal} · ${req.finish} · ${r.form} · $${r.priceCents / 100}`, x + cell / 2, y + cell + 20, 6.5, '#5c5a57'));
  }
  const sheet =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="#faf7f2"/>${label(`AURUM ATELIER · DESIGN LAB · ${SHEET.length} GENERATED PIECES`, W / 2, 44, 18, '#8a6a2f')}${parts.join('')}</svg>`;
  writeFileSync(`${OUT}/gallery.svg`, sheet);
  const png = new Resvg(sheet, { font: { loadSystemFonts: false } }).render().asPng();
  writeFileSync(`${OUT}/gallery.png`, png);
  console.log(`Contact sheet: ${OUT}/gallery.png (${Math.round(png.length / 1024)} KB), ${forms.size} forms: ${[...forms].join(', ')}`);

  if (args.includes('--no-bench')) return;
  const svgMs: number[] = [];
  const pngMs: number[] = [];
  const N = 200;
  for (let i = 0; i < N; i++) {
    const base = SHEET[i % SHEET.length];
    const req: DesignRequest = {
      ...base,
      designStyle: DESIGN_STYLES[i % DESIGN_STYLES.length],
      metal: METALS[(i * 3) % METALS.length],
      finish: FINISHES[i % FINISHES.length],
      seed: 1000 + i,
    };
    const t0 = performance.now();
    const r = await gen.generate(req);
    const t1 = performance.now();
    renderPng(r.svg, 1024);
    const t2 = performance.now();
    svgMs.push(t1 - t0);
    pngMs.push(t2 - t0);
  }
  svgMs.sort((a, b) => a - b);
  pngMs.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(1);
  console.log(`Generation over ${N} designs (gold + silver SVG, name, price): p50 ${fmt(pct(svgMs, 50))} ms, p95 ${fmt(pct(svgMs, 95))} ms`);
  console.log(`With the 1024 px PNG of the main render:                       p50 ${fmt(pct(pngMs, 50))} ms, p95 ${fmt(pct(pngMs, 95))} ms`);
}

await main();
