export { buildModel, CASTING, type BuiltModel, type ModelCheck, type ModelInput, type ModelMesh } from './build';
export { GOLD_14K_DENSITY, gramsOf, volumeOf } from './weight';
