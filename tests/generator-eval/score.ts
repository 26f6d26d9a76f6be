// The evaluation's core: runs each labelled prompt through a generator and scores the answer. It reads
// only the DesignRender contract (name, description, motifs, category, engraving, form, and a relation
// if the render exposes one), so the same scorer measures the old generator and its successor.
// Used by `npm run eval:generator` (scripts/generator-eval.ts) and tests/generator-eval/eval.test.ts.
import { performance } from 'node:perf_hooks';
import type { DesignRender, DesignRequest } from '../../src/server/providers/images/types';
import { beyondOldMotifs, formsWanted, THEMES, subjectIds, subjectWords, type EvalPrompt, type Theme } from './labels';

/** The request every prompt is run with (the Design Lab's defaults). */
export const EVAL_REQUEST: Omit<DesignRequest, 'prompt'> = { designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 1 };

/** What the scorer reads of a render; anything else it carries (a relation) is read if present. */
export type Scored = Pick<DesignRender, 'name' | 'description' | 'motifs' | 'category' | 'engraving' | 'form'>;

export const METRICS = ['drawn', 'named', 'noUnasked', 'relation', 'collection', 'monogram', 'engraving', 'form'] as const;
export type Metric = (typeof METRICS)[number];

export const METRIC_LABELS: Record<Metric, string> = {
  drawn: 'subject drawn',
  named: 'subject named',
  noUnasked: 'no unasked subject',
  relation: 'relation honoured',
  collection: 'right collection',
  monogram: 'monogram only when asked',
  engraving: 'engraving exact (issue 23)',
  form: 'form honoured (issue 23)',
};

/** The checks that make a prompt "all right"; engraving and form are counted on their own (issue 23). */
const CORE: readonly Metric[] = ['drawn', 'named', 'noUnasked', 'relation', 'collection', 'monogram'];

export interface PromptScore {
  item: EvalPrompt;
  render: Scored;
  /** The relation the render exposes, when it has a relation field at all. */
  relation: { exposed: boolean; kind: string | null };
  /** true or false when the check applies to this prompt, null when it does not. */
  outcomes: Record<Metric, boolean | null>;
  /** Why each failed check failed, for --failures. */
  why: Partial<Record<Metric, string>>;
  /** The generator threw: every check fails. */
  error?: string;
}

// ---- Words in the name and description --------------------------------------------------------

const IRREGULAR: Record<string, string> = {
  mice: 'mouse', geese: 'goose', teeth: 'tooth', feet: 'foot', children: 'child', people: 'person', men: 'man',
  women: 'woman', dice: 'die', oxen: 'ox', cacti: 'cactus', fungi: 'fungus',
};

/** A word's singular and plural readings, so 'foxes' meets 'fox', 'leaves' 'leaf', 'roses' 'rose'. */
function forms(token: string): string[] {
  const out = [token];
  if (IRREGULAR[token]) out.push(IRREGULAR[token]);
  if (token.endsWith('ies') && token.length > 4) out.push(`${token.slice(0, -3)}y`);
  if (token.endsWith('ves') && token.length > 4) out.push(`${token.slice(0, -3)}f`, `${token.slice(0, -3)}fe`);
  if (token.endsWith('es') && token.length > 3) out.push(token.slice(0, -2));
  if (token.endsWith('s') && !token.endsWith('ss') && token.length > 2) out.push(token.slice(0, -1));
  return out;
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const fb = forms(b);
  return forms(a).some((f) => fb.includes(f));
}

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** True when `phrase` appears in `text` as whole words, singular or plural, case aside. */
export function mentions(text: string, phrase: string): boolean {
  const t = tokens(text);
  const p = tokens(phrase);
  if (!p.length) return false;
  for (let i = 0; i + p.length <= t.length; i++) {
    if (p.every((w, j) => sameWord(t[i + j], w))) return true;
  }
  return false;
}

// ---- The render's monogram, relation and engraving ----------------------------------------------

/** A drawn monogram or initials, whatever the generator calls it. */
export function isMonogram(id: string): boolean {
  return /^(monogram|initials?|letters?)(?![a-z])/i.test(id);
}

function relationKind(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return relationKind(value[0]);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['relation', 'kind', 'type', 'name']) if (typeof o[key] === 'string') return o[key] as string;
  }
  return null;
}

/**
 * The relation a render exposes: `relation` (a string, or an object with relation/kind/type), or
 * `relations` (the first), or `scene.relation`. A render without any of these fields does not expose it.
 */
export function exposedRelation(render: object): { exposed: boolean; kind: string | null } {
  const r = render as Record<string, unknown>;
  if ('relation' in r) return { exposed: true, kind: relationKind(r.relation) };
  if ('relations' in r) return { exposed: true, kind: relationKind(r.relations) };
  const scene = r.scene;
  if (scene && typeof scene === 'object' && 'relation' in scene) return { exposed: true, kind: relationKind((scene as Record<string, unknown>).relation) };
  return { exposed: false, kind: null };
}

/** 'on', 'perched on' and 'ON' all honour 'on'. */
function relationHonoured(kind: string | null, want: string): boolean {
  if (!kind) return false;
  const k = kind.trim().toLowerCase();
  return k === want || k.split(/[\s_-]+/).at(-1) === want;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SEPARATOR = '(?:\\s|[·•|/,;:&+\\-–—]|and)+';

/** Exact text; a list is its texts in order, each exact, only separators between them. */
export function engravingExact(want: string | readonly string[], got: string | null): boolean {
  if (got == null) return false;
  if (typeof want === 'string') return got === want;
  return new RegExp(`^\\s*${want.map(escape).join(SEPARATOR)}\\s*$`).test(got);
}

// ---- One prompt ----------------------------------------------------------------------------------

const show = (ids: readonly string[]) => ids.join('|');

export function scorePrompt(item: EvalPrompt, render: Scored & object): PromptScore {
  const drawn = render.motifs.map((m) => m.toLowerCase());
  const text = `${render.name} ${render.description}`;
  const why: Partial<Record<Metric, string>> = {};
  const outcomes = {} as Record<Metric, boolean | null>;

  if (item.subjects.length) {
    const missing = item.subjects.filter((s) => !subjectIds(s).some((id) => drawn.includes(id)));
    outcomes.drawn = missing.length === 0;
    if (missing.length) why.drawn = `not drawn: ${missing.map((s) => show(subjectIds(s))).join(', ')}`;
    const unnamed = item.subjects.filter((s) => !subjectWords(s).some((w) => mentions(text, w)));
    outcomes.named = unnamed.length === 0;
    if (unnamed.length) why.named = `not named: ${unnamed.map((s) => show(subjectWords(s))).join(', ')}`;
  } else {
    outcomes.drawn = null;
    outcomes.named = null;
  }

  const expected = new Set(item.subjects.flatMap((s) => subjectIds(s)));
  const unasked = drawn.filter((id) => (isMonogram(id) ? !item.monogram : !expected.has(id)));
  outcomes.noUnasked = unasked.length === 0;
  if (unasked.length) why.noUnasked = `unasked: ${unasked.join(', ')}`;

  const relation = exposedRelation(render);
  if (!item.relation || !relation.exposed) outcomes.relation = null;
  else {
    outcomes.relation = relationHonoured(relation.kind, item.relation);
    if (!outcomes.relation) why.relation = `relation ${relation.kind ?? 'none'}, want ${item.relation}`;
  }

  outcomes.collection = render.category === item.collection;
  if (!outcomes.collection) why.collection = `in ${render.category}, want ${item.collection}`;

  const monogramDrawn = drawn.some(isMonogram);
  outcomes.monogram = !monogramDrawn || item.monogram;
  if (!outcomes.monogram) why.monogram = 'a monogram nobody asked for';

  if (item.engraving === undefined) outcomes.engraving = null;
  else {
    outcomes.engraving = engravingExact(item.engraving, render.engraving);
    const want = typeof item.engraving === 'string' ? `"${item.engraving}"` : item.engraving.map((t) => `"${t}"`).join(' + ');
    if (!outcomes.engraving) why.engraving = `engraved ${render.engraving == null ? 'nothing' : `"${render.engraving}"`}, want ${want}`;
  }

  if (item.form === undefined) outcomes.form = null;
  else {
    const wanted: readonly string[] = formsWanted(item.form);
    // A render from a generator that knows no forms carries none: it honours no labelled form.
    const got: string | undefined = render.form;
    outcomes.form = got !== undefined && wanted.includes(got);
    if (!outcomes.form) why.form = `form ${got ?? 'none'}, want ${show(wanted)}`;
  }
  return { item, render, relation, outcomes, why };
}

// ---- The whole set ---------------------------------------------------------------------------------

export type Generate = (request: DesignRequest) => (Scored & object) | Promise<Scored & object>;

export interface EvalRun {
  scores: PromptScore[];
  ms: number;
}

/** Runs every prompt through `generate` with EVAL_REQUEST; a prompt that throws fails every check. */
export async function runEval(set: readonly EvalPrompt[], generate: Generate, request = EVAL_REQUEST): Promise<EvalRun> {
  const t0 = performance.now();
  const scores: PromptScore[] = [];
  for (const item of set) {
    try {
      scores.push(scorePrompt(item, await generate({ ...request, prompt: item.prompt })));
    } catch (e) {
      const failed = scorePrompt(item, { name: '', description: '', motifs: [], category: '', engraving: null, form: request.form });
      for (const m of METRICS) if (failed.outcomes[m] !== null) failed.outcomes[m] = false;
      failed.error = e instanceof Error ? e.message : String(e);
      scores.push(failed);
    }
  }
  return { scores, ms: performance.now() - t0 };
}

export interface Tally {
  pass: number;
  total: number;
}

export interface Summary {
  prompts: number;
  metrics: Record<Metric, Tally>;
  /** Every core check right (drawn, named, no unasked, relation where exposed, collection, monogram). */
  allRight: Tally;
  /** Prompts naming a subject outside the 45 old motifs. */
  beyond: { drawn: Tally; named: Tally };
  byTheme: Map<Theme, { prompts: number; metrics: Record<Metric, Tally>; allRight: Tally }>;
  /** Prompts labelled with a relation, and whether any render exposed one. */
  relationLabelled: number;
  relationExposed: boolean;
  /** Prompts asking for a monogram, and how many of them drew one. */
  monogramAsked: Tally;
}

const tally = (): Tally => ({ pass: 0, total: 0 });
const tallies = () => Object.fromEntries(METRICS.map((m) => [m, tally()])) as Record<Metric, Tally>;

function count(t: Tally, outcome: boolean | null): void {
  if (outcome === null) return;
  t.total++;
  if (outcome) t.pass++;
}

export function summarize(scores: readonly PromptScore[]): Summary {
  const s: Summary = {
    prompts: scores.length,
    metrics: tallies(),
    allRight: tally(),
    beyond: { drawn: tally(), named: tally() },
    byTheme: new Map(),
    relationLabelled: 0,
    relationExposed: false,
    monogramAsked: tally(),
  };
  for (const t of THEMES) s.byTheme.set(t, { prompts: 0, metrics: tallies(), allRight: tally() });
  for (const sc of scores) {
    const group = s.byTheme.get(sc.item.theme);
    const all = CORE.every((m) => sc.outcomes[m] !== false);
    count(s.allRight, all);
    if (group) {
      group.prompts++;
      count(group.allRight, all);
    }
    for (const m of METRICS) {
      count(s.metrics[m], sc.outcomes[m]);
      if (group) count(group.metrics[m], sc.outcomes[m]);
    }
    if (beyondOldMotifs(sc.item)) {
      count(s.beyond.drawn, sc.outcomes.drawn);
      count(s.beyond.named, sc.outcomes.named);
    }
    if (sc.item.relation) s.relationLabelled++;
    if (sc.relation.exposed) s.relationExposed = true;
    if (sc.item.monogram) count(s.monogramAsked, sc.render.motifs.some(isMonogram));
  }
  return s;
}

export const rate = (t: Tally): number | null => (t.total ? t.pass / t.total : null);

function pct(t: Tally): string {
  const r = rate(t);
  return r === null ? '  -  ' : `${(r * 100).toFixed(1).padStart(5)}%`;
}

const line = (label: string, t: Tally) => `  ${label.padEnd(30)} ${pct(t)}  (${t.pass}/${t.total})`;

/** The printed report: headline rates, rates by theme, and with `failures` every failing prompt. */
export function formatReport(run: EvalRun, opts: { failures?: boolean } = {}): string {
  const s = summarize(run.scores);
  const out: string[] = [];
  const seconds = (run.ms / 1000).toFixed(1);
  out.push(`Design generator evaluation: ${s.prompts} prompts in ${s.byTheme.size} themes, ${seconds} s (${(run.ms / Math.max(1, s.prompts)).toFixed(1)} ms a prompt)`);
  out.push('');
  for (const m of CORE) {
    if (m === 'relation' && !s.relationExposed) out.push(`  ${METRIC_LABELS.relation.padEnd(30)} n/a (not exposed; ${s.relationLabelled} prompts labelled)`);
    else out.push(line(METRIC_LABELS[m], s.metrics[m]));
  }
  out.push(line('all of these right', s.allRight));
  out.push('');
  out.push(line('beyond the 45 old motifs: drawn', s.beyond.drawn));
  out.push(line('beyond the 45 old motifs: named', s.beyond.named));
  out.push(line('monogram drawn when asked', s.monogramAsked));
  out.push(line(METRIC_LABELS.engraving, s.metrics.engraving));
  out.push(line(METRIC_LABELS.form, s.metrics.form));
  out.push('');

  const cols: [string, Metric | 'all'][] = [['drawn', 'drawn'], ['named', 'named'], ['unasked', 'noUnasked'], ['relation', 'relation'], ['collect.', 'collection'], ['monogr.', 'monogram'], ['engrav.', 'engraving'], ['form', 'form'], ['all', 'all']];
  out.push(`  ${'by theme'.padEnd(16)}${'n'.padStart(4)}${cols.map(([h]) => h.padStart(9)).join('')}`);
  for (const [theme, g] of s.byTheme) {
    const cells = cols.map(([, m]) => {
      if (m === 'relation' && !s.relationExposed) return 'n/a'.padStart(9);
      const t = m === 'all' ? g.allRight : g.metrics[m];
      const r = rate(t);
      return (r === null ? '-' : `${Math.round(r * 100)}%`).padStart(9);
    });
    out.push(`  ${theme.padEnd(16)}${String(g.prompts).padStart(4)}${cells.join('')}`);
  }

  if (opts.failures) {
    out.push('', 'Failures (prompt → what was drawn):');
    for (const sc of run.scores) {
      const failed = METRICS.filter((m) => sc.outcomes[m] === false);
      if (!failed.length) continue;
      const r = sc.render;
      const engraved = r.engraving ? ` engraved "${r.engraving}"` : '';
      const form = sc.item.form !== undefined ? ` as ${r.form ?? 'no form'}` : '';
      const drew = sc.error ? `error: ${sc.error}` : `"${r.name}" [${r.motifs.join(', ')}] ${r.category}${engraved}${form}`;
      out.push(`  ${sc.item.id.padEnd(18)} "${sc.item.prompt}" → ${drew}`);
      out.push(`  ${''.padEnd(18)} ${failed.map((m) => sc.why[m] ?? METRIC_LABELS[m]).join('; ')}`);
    }
  }
  return out.join('\n');
}
