// `npm run eval:generator`: runs the evaluation set (tests/generator-eval/prompts.ts) through the
// embedded generator and prints its hit rates, overall and by theme (the forms asked for too, issue 23),
// and the time taken; then how many of the texts too long for a charm the shop refuses (the generate
// call answers 400, never cuts).
// Options: --failures lists every prompt that failed a check, with what was drawn; --set=subjects
// (issue 22's 20 themes), --set=text (the personal-text themes) or --set=forms runs only that part;
// --set=refine only the follow-ups that refine a design (tests/generator-eval/refine-prompts.ts),
// which the whole run scores last. Each render's castable model is checked too (issue 25, point 2).
import { engravingRefusal } from '../src/server/providers/images/engraving-limit';
import { generateDesign } from '../src/server/providers/images/procedural';
import { extractEngraving } from '../src/server/providers/images/procedural/engraving';
import { EVAL_SET } from '../tests/generator-eval/prompts';
import { REFINE_SET } from '../tests/generator-eval/refine-prompts';
import { formatRefineReport, scoreFollowUp } from '../tests/generator-eval/refine-score';
import { formatReport, runEval } from '../tests/generator-eval/score';

// Piped into `head`, stop quietly when the reader has had enough.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const PARTS: Record<string, (theme: string) => boolean> = {
  subjects: (t) => !/^(?:text|form)-/.test(t),
  text: (t) => t.startsWith('text-'),
  forms: (t) => t.startsWith('form-'),
};
const part = process.argv.find((a) => a.startsWith('--set='))?.slice(6);
if (part && part !== 'refine' && !PARTS[part]) throw new Error(`--set=${part}: one of ${[...Object.keys(PARTS), 'refine'].join(', ')}`);
const failures = process.argv.includes('--failures');
if (part === 'refine') {
  console.log(formatRefineReport(REFINE_SET.map(scoreFollowUp), failures));
  process.exit(0);
}
const set = part ? EVAL_SET.filter((p) => PARTS[part](p.theme)) : EVAL_SET;
// Every render carries its castable model (issue 25): count those passing every casting check.
const notCastable: string[] = [];
const run = await runEval(set, (req) => {
  const r = generateDesign(req);
  const bad = r.model?.checks.filter((c) => !c.pass).map((c) => c.name) ?? ['no model'];
  if (bad.length || r.model?.fallback) notCastable.push(`${req.prompt}: ${bad.join(', ') || 'stand-in'}`);
  return r;
});
console.log(formatReport(run, { failures }));
console.log(`\n  castable models, every check passed   ${((100 * (set.length - notCastable.length)) / set.length).toFixed(1)}%  (${set.length - notCastable.length}/${set.length})${notCastable.map((n) => `\n    ${n}`).join('')}`);

const long = set.filter((p) => p.tooLong);
const refused = long.filter((p) => engravingRefusal(extractEngraving(p.prompt), 'charm'));
const fits = set.filter((p) => p.engraving !== undefined && !p.tooLong);
const wrongly = fits.filter((p) => engravingRefusal(extractEngraving(p.prompt), 'charm'));
if (long.length) console.log(`\n  texts too long for a charm, refused  ${((100 * refused.length) / long.length).toFixed(1)}%  (${refused.length}/${long.length})`);
console.log(`  texts that fit, wrongly refused      ${wrongly.length} of ${fits.length}${wrongly.map((p) => `\n    ${p.id}: ${extractEngraving(p.prompt)}`).join('')}`);
if (!part) console.log(`\n${formatRefineReport(REFINE_SET.map(scoreFollowUp), failures)}`);
