import { randomInt } from 'node:crypto';
import type { GeneratedDesign } from '@shared/contracts/designs';
import type { DesignStyle, Finish, Metal } from '@shared/options';
import { badRequest } from '../../http/errors';
import { engravingRefusal, nameRefusal } from '../../providers/images/engraving-limit';
import { extractEngraving } from '../../providers/images/procedural/engraving';
import { formFor } from '../../providers/images/procedural/form-words';
import type { DesignDeps } from './create-design';
import { drawForVisitor } from './draw-for-visitor';

export interface GenerateInput {
  prompt: string;
  designStyle: DesignStyle;
  material: Metal;
  finish: Finish;
  seed?: number;
}

/**
 * The Design Lab's generation: the request is always for a charm (spec 02), made in the form the
 * words name when they name one; stored so it has a product page and shows in the recent feed.
 */
export async function generateDesign(deps: DesignDeps, input: GenerateInput, log?: { error: (obj: object, msg: string) => void }): Promise<GeneratedDesign> {
  // Text the piece cannot hold is refused with the limit before anything is drawn, never cut (issue 23);
  // the piece is a charm unless the words name another form ('a bee necklace', 'star studs'). A name
  // necklace in a script the shop cannot write is refused with a sentence saying so.
  const engraving = extractEngraving(input.prompt);
  const refusal = nameRefusal(input.prompt) ?? engravingRefusal(engraving, formFor(input.prompt, engraving) ?? 'charm');
  if (refusal) throw badRequest(refusal);
  return drawForVisitor(deps, {
    prompt: input.prompt,
    designStyle: input.designStyle,
    metal: input.material,
    finish: input.finish,
    form: 'charm',
    seed: input.seed ?? randomInt(2 ** 31 - 1),
    isPublic: false,
    source: 'generated',
  }, log);
}
