import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createProceduralGenerator, renderPng, renderRasters, type DesignForm } from '../src/server/providers/images';
import { DESIGN_STYLES, FINISHES, METALS } from '../src/shared/options';

const PROMPTS = [
  'a sleeping fox curled around a crescent moon', 'paw print with the name "Luna"', 'DNA helix', 'anchor and compass',
  'rose with initials "A.M."', 'mountain range at sunrise', 'basketball', 'heartbeat line into a heart', 'celtic knot cross',
  'bee on a honeycomb', 'snowflake', 'music note', 'caduceus', 'wedding rings with date "06.21.2025"', 'feather',
  'tree of life', 'butterfly', 'sun and moon', 'key', 'wave', 'atom', 'star', 'owl on a branch', 'lotus flower',
];
const FORMS: DesignForm[] = ['charm', 'pendant', 'earrings', 'bracelet'];
const N = Number(process.argv.find((a) => a.startsWith('--n='))?.slice(4) ?? 240);

const gen = createProceduralGenerator();
const requests = Array.from({ length: N }, (_, i) => ({
  prompt: PROMPTS[i % PROMPTS.length],
  designStyle: DESIGN_STYLES[i % DESIGN_STYLES.length],
  metal: METALS[(i * 3) % METALS.length],
  finish: FINISHES[i % FINISHES.length],
  form: FORMS[i % FORMS.length],
  seed: 5000 + i,
}));
// Warm-up: the first calls pay for loading and JIT, which no later design does.
for (const r of requests.slice(0, 10)) renderPng((await gen.generate(r)).svg, 1024);

const svgMs: number[] = [];
const pngMs: number[] = [];
const rasterMs: number[] = [];
for (const req of requests) {
  const t0 = performance.now();
  const r = await gen.generate(req);
  const t1 = performance.now();
  renderPng(r.svg, 1024);
  renderPng(r.silverSvg, 1024);
  const t2 = performance.now();
  // What storing the design draws: the PNG and the three WebP twins pages show, gold and silver side by side.
  await Promise.all([renderRasters(r.svg), renderRasters(r.silverSvg)]);
  const t3 = performance.now();
  svgMs.push(t1 - t0);
  pngMs.push(t2 - t0);
  rasterMs.push(t1 - t0 + (t3 - t2));
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const row = (xs: number[]) => ({ p50: +pct(xs, 50).toFixed(1), p95: +pct(xs, 95).toFixed(1), max: +Math.max(...xs).toFixed(1) });
const result = { date: new Date().toISOString(), designs: N, loadavg: os.loadavg()[0], svg: row(svgMs), svgAndPngs: row(pngMs), svgAndStoredRasters: row(rasterMs) };
console.log(`generator over ${N} designs (load average ${result.loadavg.toFixed(1)} on ${os.cpus().length} cores)`);
console.log(`  SVG, gold and silver:           p50 ${result.svg.p50} ms, p95 ${result.svg.p95} ms (goal p95 < 50 ms) ${result.svg.p95 < 50 ? 'met' : 'NOT met'}`);
console.log(`  SVG + both 1024 px PNGs:        p50 ${result.svgAndPngs.p50} ms, p95 ${result.svgAndPngs.p95} ms`);
console.log(`  SVG + both PNGs and WebP twins: p50 ${result.svgAndStoredRasters.p50} ms, p95 ${result.svgAndStoredRasters.p95} ms (what storing a design draws)`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/generator-${result.date.replace(/[:.]/g, '-')}.json`, JSON.stringify(result, null, 2));
