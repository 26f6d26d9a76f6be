import { describe, expect, it } from 'vitest';
import type { DesignRequest } from '../images/types';
import { generateDesign } from '../images/procedural';
import { readGlb, stlTriangles, threeMfTriangles, volumeOf } from '../../../../tests/helpers/model-files';
import { buildModel, CASTING, gramsOf } from '.';
import { write3mf, writeGlb, writeStl } from './formats';
import { geometry } from './manifold';
import { emptyShape } from '../images/procedural/shape';

const request = (prompt: string, extra: Partial<DesignRequest> = {}): DesignRequest => ({
  prompt, designStyle: 'None', metal: 'Yellow Gold', finish: 'Polished', form: 'charm', seed: 3, ...extra,
});

describe('the castable model (issue 25)', () => {
  it('is the piece drawn: a watertight solid whose volume is the weight shown, every check passing', () => {
    const r = generateDesign(request('a fox under the moon with Max engraved'));
    const m = r.model!;
    expect(m.checks.map((c) => c.name)).toEqual(['manifold', 'min-wall', 'relief-depth', 'engraving-depth', 'thinnest-part', 'bail-hole']);
    for (const c of m.checks) expect(c.pass, `${c.name} ${c.value} ≥ ${c.limit}`).toBe(true);
    expect(m.checks.find((c) => c.name === 'engraving-depth')!.value).toBeGreaterThanOrEqual(CASTING.minDepth);
    expect(m.checks.find((c) => c.name === 'bail-hole')!.value).toBeGreaterThanOrEqual(CASTING.minHole);
    expect(r.weightGrams).toBe(gramsOf(m.volumeMm3));
    expect(r.widthMm).toBe(m.sizeMm.width);
    expect(r.heightMm).toBe(m.sizeMm.height);
    expect(m.fallback).toBe(false);
    expect(r.description).toContain(`${r.weightGrams} g in 14k gold`);
  });

  it('fixes what the drawing leaves too fine, and says what it changed', () => {
    const m = generateDesign(request('a dog charm with Max', { designStyle: 'Flat' })).model!;
    // The drawn bail's hole is under 1 mm at this size and its jump ring of finer wire than a caster takes.
    expect(m.fixes.join('; ')).toMatch(/bail hole and jump ring opened/);
    expect(m.fixes.join('; ')).toMatch(/jump ring made of 0.8 mm wire/);
  });

  it('thickens a plate too thin under its engraving', () => {
    const drawn = generateDesign(request('a heart with Ava engraved'));
    const shape = { ...emptyShape(), bodies: [{ outer: 'M 0 0 L 200 0 L 200 200 L 0 200 Z', field: 'M 20 20 L 180 20 L 180 180 L 20 180 Z' }], cuts: ['<path d="M 40 100 L 160 100" stroke="#000" stroke-width="10"/>'] };
    const m = buildModel({ shape, mmPerPx: 0.1, thicknessMm: 0.7, form: drawn.form });
    expect(m.fixes.join('; ')).toMatch(/plate thickened from 0.70 to 0.90 mm under its engraving/);
    expect(m.checks.find((c) => c.name === 'min-wall')!.value).toBeGreaterThanOrEqual(CASTING.minWall);
    // 20 × 20 mm at 0.9 mm, a 0.3 mm rim, less the engraved line: about 400 mm³.
    expect(m.volumeMm3).toBeGreaterThan(360);
    expect(m.volumeMm3).toBeLessThan(420);
  });

  it('makes the same bytes from the same design', () => {
    const a = generateDesign(request('a sunflower pendant', { seed: 9 })).model!;
    const b = generateDesign(request('a sunflower pendant', { seed: 9 })).model!;
    expect(writeGlb(a).equals(writeGlb(b))).toBe(true);
    expect(writeStl(a.mesh).equals(writeStl(b.mesh))).toBe(true);
    expect(write3mf(a.mesh).equals(write3mf(b.mesh))).toBe(true);
  });

  it('writes a GLB a glTF reader takes, and STL and 3MF whose volume is the weight shown within 1%', () => {
    const r = generateDesign(request('a tag necklace with a paw and Luna'));
    const m = r.model!;
    const glb = readGlb(writeGlb(m));
    expect(glb.version).toBe(2);
    expect(glb.json.asset.version).toBe('2.0');
    const [position, normal, index] = glb.json.accessors;
    expect(position.type).toBe('VEC3');
    expect(normal.count).toBe(position.count);
    expect(index.count % 3).toBe(0);
    expect(glb.bin.length).toBeGreaterThanOrEqual(position.count * 24 + index.count * 4);
    const shown = (r.weightGrams * 1000) / 13.07;
    expect(Math.abs(volumeOf(stlTriangles(writeStl(m.mesh))) / shown - 1)).toBeLessThan(0.01);
    expect(Math.abs(volumeOf(threeMfTriangles(write3mf(m.mesh))) / shown - 1)).toBeLessThan(0.01);
  });

  it("hangs jump rings and a chain's links through their holes without touching", () => {
    const m = generateDesign(request('a moon charm bracelet')).model!;
    const solid = new geometry.Manifold(new geometry.Mesh({ numProp: 3, vertProperties: m.mesh.positions, triVerts: m.mesh.triangles }));
    const shells = solid.decompose();
    const apart = shells.reduce((v, s) => v + s.volume(), 0);
    const together = geometry.Manifold.union(shells).volume();
    // Shells that overlapped would count their shared metal twice apart.
    expect(shells.length).toBeGreaterThan(40);
    expect(together / apart).toBeCloseTo(1, 6);
    for (const s of shells) s.delete();
    solid.delete();
  });

  it('builds each form: earrings as a pair measured one by one, a bangle with its band, letters and names as wire', () => {
    const forms: [string, string][] = [
      ['star stud earrings', 'earrings'], ['a moon bangle', 'bracelet'], ['letter J pendant', 'letter'], ['a cat silhouette charm', 'silhouette'],
      ['a bar necklace with June 21, 2025', 'bar'], ['Sophia name necklace', 'name'], ['a fox', 'charm'],
    ];
    for (const [prompt, form] of forms) {
      const r = generateDesign(request(prompt, { form: form as DesignRequest['form'] }));
      for (const c of r.model!.checks) expect(c.pass, `${prompt}: ${c.name} ${c.value}`).toBe(true);
      expect(r.model!.volumeMm3, prompt).toBeGreaterThan(20);
    }
    const studs = generateDesign(request('star stud earrings'));
    expect(studs.model!.sizeMm.width).toBeLessThan(15);
    const bangle = generateDesign(request('a moon bangle', { form: 'bracelet' }));
    expect(bangle.model!.sizeMm.width).toBeGreaterThan(60);
    // Its band alone is π × (32.3² − 31²) × 4 mm³ of 14k: 13.5 g.
    expect(bangle.weightGrams).toBeGreaterThan(13.5 + 1);
  });
});
