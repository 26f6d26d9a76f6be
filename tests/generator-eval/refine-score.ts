// Scores the follow-ups of refine-prompts.ts: each change must do what its label says and leave the
// rest of the piece as the version before it had it (issue 23, point 3: goal 90%).
import type { Motif } from '../../src/server/providers/images/procedural/motifs/types';
import { optionsAfter, readChange, type PieceOptions } from '../../src/server/providers/images/procedural/refine';
import { refinedPiece } from '../../src/server/providers/images/procedural/generate';
import type { FollowUp } from './refine-prompts';

const isSubject = (m: Motif, id: string) => m.id === id || m.subjects.includes(id);
const names = (motifs: readonly Motif[]) => motifs.map((m) => m.id).join(', ') || 'none';

export interface RefineResult {
  id: string;
  ok: boolean;
  problems: string[];
}

export function scoreFollowUp(f: FollowUp): RefineResult {
  let options: PieceOptions = { designStyle: f.options?.designStyle ?? 'None', metal: f.options?.metal ?? 'Yellow Gold', finish: f.options?.finish ?? 'Polished' };
  const request = { prompt: f.prompt, ...options, form: 'charm' as const, seed: 1 };
  let before = refinedPiece(request);
  const changes: string[] = [];
  const problems: string[] = [];
  for (const [change, effect] of f.steps) {
    changes.push(change);
    const after = optionsAfter(options, readChange(change));
    const piece = refinedPiece({ ...request, ...after, changes });
    const say = (what: string) => problems.push(`'${change}': ${what}`);

    // The subjects: the earlier ones, less the removed, the replaced in their places, the added last.
    const want: (Motif | string)[] = before.motifs.filter((m) => !(effect.remove ?? []).some((id) => isSubject(m, id)));
    for (const [from, to] of effect.replace ?? []) {
      const i = want.findIndex((m) => typeof m !== 'string' && isSubject(m, from));
      if (i >= 0) want[i] = to;
    }
    want.push(...(effect.add ?? []));
    const same = want.length === piece.motifs.length && want.every((w, i) => (typeof w === 'string' ? isSubject(piece.motifs[i], w) : w.id === piece.motifs[i].id));
    if (!same) say(`subjects ${names(piece.motifs)}, want ${want.map((w) => (typeof w === 'string' ? w : w.id)).join(', ') || 'none'}`);

    const engraving = effect.engraving === undefined ? before.engraving : effect.engraving;
    if (piece.engraving !== engraving) say(`engraved ${JSON.stringify(piece.engraving)}, want ${JSON.stringify(engraving)}`);
    const form = effect.form ?? before.form;
    if (piece.form !== form) say(`form ${piece.form}, want ${form}`);
    const wantOptions = { metal: effect.metal ?? options.metal, finish: effect.finish ?? options.finish, designStyle: effect.style ?? options.designStyle };
    for (const key of ['metal', 'finish', 'designStyle'] as const) if (after[key] !== wantOptions[key]) say(`${key} ${after[key]}, want ${wantOptions[key]}`);

    // Sizes: only what was named grows or shrinks; the scene holds while its subjects do.
    const sizeWant = effect.smaller === 'piece' ? '<' : effect.larger === 'piece' ? '>' : '=';
    const sizeIs = piece.size < before.size ? '<' : piece.size > before.size ? '>' : '=';
    if (sizeIs !== sizeWant) say(`piece size ${sizeIs}, want ${sizeWant}`);
    for (const m of piece.motifs) {
      const was = before.motifs.find((b) => b.id === m.id)?.scale ?? 1;
      const wantScale = effect.smaller && isSubject(m, effect.smaller) ? '<' : effect.larger && isSubject(m, effect.larger) ? '>' : '=';
      const scale = m.scale ?? 1;
      const is = scale < was ? '<' : scale > was ? '>' : '=';
      if (is !== wantScale) say(`${m.id} scale ${is}, want ${wantScale}`);
    }
    const subjectsChanged = Boolean(effect.add?.length || effect.remove?.length || effect.replace?.length);
    if (!subjectsChanged && piece.scene?.relation !== before.scene?.relation) say(`relation ${piece.scene?.relation ?? 'none'}, want ${before.scene?.relation ?? 'none'}`);
    before = piece;
    options = after;
  }
  return { id: f.id, ok: problems.length === 0, problems };
}

export function formatRefineReport(results: readonly RefineResult[], failures: boolean): string {
  const ok = results.filter((r) => r.ok).length;
  const lines = [`  refinements that keep the unchanged parts  ${((100 * ok) / results.length).toFixed(1)}%  (${ok}/${results.length})`];
  if (failures) for (const r of results.filter((x) => !x.ok)) lines.push(`    ${r.id}: ${r.problems.join('; ')}`);
  return lines.join('\n');
}
