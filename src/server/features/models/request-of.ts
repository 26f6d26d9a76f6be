import type { DesignForm, DesignStyle, Finish, Metal } from '@shared/options';
import type { designs } from '../../db/schema';
import type { DesignRequest } from '../../providers/images/types';

/** The generator's request a stored design was drawn from: the same inputs draw it again. */
export function requestOf(row: typeof designs.$inferSelect): DesignRequest {
  return {
    prompt: row.prompt, designStyle: row.designStyle as DesignStyle, metal: row.metal as Metal, finish: row.finish as Finish,
    form: row.form as DesignForm, seed: row.seed, changes: row.changes,
  };
}
