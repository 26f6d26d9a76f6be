import { eq } from 'drizzle-orm';
import type { GeneratedDesign, RefineDesignBody } from '@shared/contracts/designs';
import { designLabMessages } from '@shared/messages/design-lab';
import type { DesignForm, DesignStyle, Finish, Metal } from '@shared/options';
import { designs } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { engravingRefusal } from '../../providers/images/engraving-limit';
import { asksForSomething, optionsAfter, readChange, textAndFormAfterChange } from '../../providers/images/procedural/refine';
import type { DesignDeps } from './create-design';
import { drawForVisitor } from './draw-for-visitor';

/**
 * A new version of a design with one change asked in words (issue 23, point 3). The design it starts
 * from is read, never written: the new version keeps its prompt and seed, adds the change to the list
 * of changes, and is stored as its own private design linked to its parent. A change the shop cannot
 * read, or text the new form cannot hold, is refused before anything is drawn.
 */
export async function refineDesign(deps: DesignDeps, id: string, body: Required<RefineDesignBody>, log?: { error: (obj: object, msg: string) => void }): Promise<GeneratedDesign> {
  const [parent] = await deps.db.select().from(designs).where(eq(designs.id, id));
  if (!parent) throw notFound('Design not found');
  const words = body.change.trim();
  const change = readChange(words);
  if (!asksForSomething(change)) throw badRequest(designLabMessages.refine.notUnderstood);
  const after = textAndFormAfterChange({ engraving: parent.engraving, form: parent.form as DesignForm }, change);
  const refusal = engravingRefusal(after.engraving, after.form);
  if (refusal) throw badRequest(refusal);
  const options = optionsAfter({ designStyle: parent.designStyle as DesignStyle, metal: parent.metal as Metal, finish: parent.finish as Finish }, change);
  return drawForVisitor(deps, {
    prompt: parent.prompt,
    ...options,
    form: parent.form as DesignForm,
    seed: parent.seed,
    changes: [...parent.changes, words],
    parentId: parent.id,
    version: parent.version + 1,
    isPublic: false,
    source: 'generated',
  }, log);
}
