// `npm run eval:generator`: runs the evaluation set (tests/generator-eval/prompts.ts) through the
// embedded generator and prints its hit rates, overall and by theme, and the time taken.
// Options: --failures lists every prompt that failed a check, with what was drawn.
import { generateDesign } from '../src/server/providers/images/procedural';
import { EVAL_SET } from '../tests/generator-eval/prompts';
import { formatReport, runEval } from '../tests/generator-eval/score';

const run = await runEval(EVAL_SET, generateDesign);
console.log(formatReport(run, { failures: process.argv.includes('--failures') }));
