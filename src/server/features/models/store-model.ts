import type { ModelReport } from '../../db/schema';
import type { BuiltModel } from '../../providers/models';
import { writeGlb } from '../../providers/models/formats';
import type { Storage } from '../../providers/storage';

/** Where a design's model is stored, beside its renders (designs/<id>/gold.svg, ...). */
export const modelKey = (designId: string) => `designs/${designId}/model.glb`;

/** Stores the model's GLB with the design's images and answers its URL. */
export function storeModel(storage: Storage, designId: string, model: BuiltModel): Promise<string> {
  return storage.put(modelKey(designId), writeGlb(model, designId), 'model/gltf-binary');
}

/** The caster's report kept with the design: each check, what was fixed, whether a stand-in was made. */
export function reportOf(model: BuiltModel): ModelReport {
  return { checks: model.checks.map((c) => ({ ...c })), fixes: [...model.fixes], fallback: model.fallback, volumeMm3: Math.round(model.volumeMm3 * 100) / 100 };
}
