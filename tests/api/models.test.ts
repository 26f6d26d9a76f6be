// Issue 25: every design's castable model, stored with its images and answered as `modelUrl` (a
// binary glTF); the caster's STL and 3MF made on demand, whose volume is the weight the design shows;
// the models a design lacks built in the background, each once whatever the number of instances.
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designModelClaims, designs } from '../../src/server/db/schema';
import { createDesign as drawDesign } from '../../src/server/features/designs/create-design';
import { buildMissingModels } from '../../src/server/features/models/build-missing-models';
import { designModelFile } from '../../src/server/features/models/model-file';
import { createProceduralGenerator, renderRasters } from '../../src/server/providers/images';
import { GOLD_14K_DENSITY } from '../../src/server/providers/models';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { readGlb, stlTriangles, threeMfTriangles, volumeOf } from '../helpers/model-files';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
const quiet = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const jobDeps = () => ({ db: shop.database.db, storage: shop.app.ctx.storage, log: quiet });

/** The volume, mm³, the design's weight (grams of 14k gold, as the answer shows it) stands for. */
const shownVolume = (weight: string) => (Number(weight) * 1000) / GOLD_14K_DENSITY;

async function expectGlb(url: string) {
  const res = await request(shop, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type'], url).toMatch(/^model\/gltf-binary/);
  const glb = readGlb(res.rawPayload);
  expect(glb.version).toBe(2);
  expect(glb.json.asset.version).toBe('2.0');
  expect(glb.json.meshes.length).toBe(1);
  expect(glb.json.accessors[0]).toMatchObject({ type: 'VEC3' });
  expect(glb.bin.length).toBeGreaterThan(0);
}

const PROMPTS = [
  'a sleeping fox curled around a crescent moon with Max engraved',
  'a bee pendant',
  'star stud earrings',
  'name necklace that says Sophia',
  'a moon bangle',
  'a bar necklace with June 21, 2025',
];

describe('a generated design and its model', () => {
  const made: { id: string; weight: string; modelUrl: string; sizeMm: { width: number; height: number; depth: number }; width: number; height: number }[] = [];
  beforeAll(async () => {
    for (const prompt of PROMPTS) {
      const res = await request(shop, 'POST', '/api/designs/generate', { body: { prompt, seed: 5 } });
      expect(res.statusCode, prompt).toBe(200);
      made.push(res.json());
    }
  });

  it('answers modelUrl, a binary glTF stored with its images, and the size in mm from the model', async () => {
    for (const d of made) {
      expect(d.modelUrl).toBe(`/uploads/designs/${d.id}/model.glb`);
      await expectGlb(d.modelUrl);
      expect(d.sizeMm.width).toBe(d.width);
      expect(d.sizeMm.height).toBe(d.height);
      expect(d.sizeMm.depth).toBeGreaterThan(0.5);
      // Its page and the lists say the same.
      expect((await request(shop, 'GET', `/api/designs/${d.id}`)).json()).toMatchObject({ modelUrl: d.modelUrl, sizeMm: d.sizeMm, weight: d.weight });
    }
  });

  it('writes STL and 3MF on demand that open in a reader, their volume the weight shown within 1%', async () => {
    for (const d of made) {
      const stl = await designModelFile(shop.database.db, d.id, 'stl');
      expect(stl).toMatchObject({ contentType: 'model/stl', fileName: `${d.id}.stl` });
      const threeMf = await designModelFile(shop.database.db, d.id, '3mf');
      expect(threeMf).toMatchObject({ contentType: 'model/3mf', fileName: `${d.id}.3mf` });
      const shown = shownVolume(d.weight);
      expect(Math.abs(volumeOf(stlTriangles(stl.bytes)) / shown - 1), `${d.id} STL`).toBeLessThan(0.01);
      expect(Math.abs(volumeOf(threeMfTriangles(threeMf.bytes)) / shown - 1), `${d.id} 3MF`).toBeLessThan(0.01);
    }
  });

  it('keeps the caster\'s report with the design: every check passed', async () => {
    const rows = await shop.database.db.select().from(designs).where(eq(designs.id, made[0].id));
    const report = rows[0].modelReport!;
    expect(report.checks.map((c) => c.name)).toEqual(['manifold', 'min-wall', 'relief-depth', 'engraving-depth', 'thinnest-part', 'bail-hole']);
    expect(report.checks.every((c) => c.pass)).toBe(true);
    expect(report.fallback).toBe(false);
    expect(Math.abs((report.volumeMm3 * GOLD_14K_DENSITY) / 1000 - Number(made[0].weight))).toBeLessThan(0.01);
  });
});

describe('models a design lacks, built in the background', () => {
  it('builds every missing model once, takes over a claim left by a stopped instance, and the catalogue answers the new URL', async () => {
    const db = shop.database.db;
    // A piece from before models (the factory's), and a seeded one whose file the seed left for later.
    const old = await createDesign(db, { name: 'Old Fox', prompt: 'a fox', category: 'pets-animals' });
    const deps = { db, images: createProceduralGenerator(), storage: shop.app.ctx.storage, rasterize: (svg: string) => renderRasters(svg, 64) };
    const seeded = await drawDesign(deps, { prompt: 'an owl on a branch', designStyle: 'Ornate', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 2, isPublic: true, source: 'catalogue' }, { rasters: false, model: false });
    expect(seeded.modelUrl).toBeNull();
    // A third was claimed by an instance that stopped while building it: its claim is still fresh.
    const orphan = await createDesign(db, { name: 'Orphan Moon', prompt: 'a crescent moon', category: 'nature-elements' });
    await db.insert(designModelClaims).values({ designId: orphan.id });
    const before = (await request(shop, 'GET', '/api/designs/public?limit=100')).json();
    expect(before.designs.find((d: { id: string }) => d.id === seeded.id).modelUrl).toBeNull();

    // Two instances at once: each design is built by one of them. The claim left fresh holds them off
    // until it runs out (1 s here), then one takes it over.
    const [a, b] = await Promise.all([
      buildMissingModels(jobDeps(), { claimSeconds: 1, waitMs: 300 }),
      buildMissingModels(jobDeps(), { claimSeconds: 1, waitMs: 300 }),
    ]);
    expect(a + b).toBe(3);
    expect(await db.select({ id: designs.id }).from(designs).where(isNull(designs.modelUrl))).toEqual([]);
    expect(await db.select().from(designModelClaims)).toEqual([]);

    for (const row of await db.select().from(designs)) await expectGlb(row.modelUrl!);
    // A catalogue piece from before models takes the model's weight, size and price.
    const [fox] = await db.select().from(designs).where(eq(designs.id, old.id));
    expect(fox.depthMm).toBeGreaterThan(0);
    expect(fox.weightGrams).not.toBe(3.2);
    const stl = await designModelFile(db, old.id, 'stl');
    expect(Math.abs(volumeOf(stlTriangles(stl.bytes)) / shownVolume(String(fox.weightGrams)) - 1)).toBeLessThan(0.01);
    // Writing the model's URL changed the catalogue: its kept answer is not used again.
    const after = (await request(shop, 'GET', '/api/designs/public?limit=100')).json();
    expect(after.designs.find((d: { id: string }) => d.id === seeded.id).modelUrl).toBe(`/uploads/designs/${seeded.id}/model.glb`);
    // Nothing is left to build: a second run builds nothing.
    expect(await buildMissingModels(jobDeps())).toBe(0);
    expect(await db.select().from(designs).where(and(eq(designs.id, orphan.id), isNull(designs.modelUrl)))).toEqual([]);
  });
});
