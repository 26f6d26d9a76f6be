import Module, { type ManifoldToplevel } from 'manifold-3d';

// manifold-3d (Apache-2.0, docs/decisions/0025-castable-models.md): the geometry library's
// WebAssembly module, loaded once from node_modules (about 0.5 MB; 30-40 ms) when this module is first
// imported, so building a model afterwards is synchronous.

export type Geometry = ManifoldToplevel;
export type { CrossSection, Manifold, Mesh, Vec2, Vec3 } from 'manifold-3d';

async function load(): Promise<Geometry> {
  const wasm = await Module();
  wasm.setup();
  return wasm;
}

export const geometry: Geometry = await load();
