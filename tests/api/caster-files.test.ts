/**
 * The caster's files (issue 25, point 5): on the desk, each piece of an order gives its model as a
 * binary STL and a 3MF, read back here as a caster's software would (tests/helpers/model-files.ts),
 * their volume the weight the design shows within 1%, whatever metal was ordered; only the admin may
 * fetch them. The production sheet states the model's checks and what the generator fixed, and
 * stays one page.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { designs, orders } from '../../src/server/db/schema';
import { GOLD_14K_DENSITY } from '../../src/server/providers/models';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminToken, paidCheckout } from '../helpers/orders';
import { pdfPages, pdfText } from '../helpers/pdf';
import { stlTriangles, threeMfTriangles, volumeOf } from '../helpers/model-files';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

let admin: string;
let member: string;
let other: string;
/** A checkout of a generated fox in gold (engraved 'Max') and a generated bee in silver, as a gift. */
let paid: Awaited<ReturnType<typeof paidCheckout>>;
/** A checkout of a catalogue piece whose model has not been built yet. */
let unbuilt: Awaited<ReturnType<typeof paidCheckout>>;
const made: Array<{ id: string; weight: string }> = [];

const get = (url: string, token?: string | null) => request(shop, 'GET', url, { token });
/** The volume, mm³, the design's shown weight (grams of 14k gold) stands for. */
const shownVolume = (weight: string) => (Number(weight) * 1000) / GOLD_14K_DENSITY;

beforeAll(async () => {
  for (const prompt of ['a sleeping fox curled around a crescent moon with Max engraved', 'a bee pendant']) {
    const res = await request(shop, 'POST', '/api/designs/generate', { body: { prompt, seed: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    made.push(res.json());
  }
  admin = await adminToken(shop);
  const account = await signUpConfirmed(shop);
  member = account.session.access_token;
  other = (await signUpConfirmed(shop)).session.access_token;
  paid = await paidCheckout(shop, [{ designId: made[0].id }, { designId: made[1].id, material: 'sterling-silver' }], account.email, {
    token: member, gift: { recipient: 'Sam Rivera', message: 'Happy birthday, Sam! Wear it and think of the fox.' },
  });
  const old = await createDesign(shop.database.db, { name: 'Old Moon Charm', prompt: 'a crescent moon charm' });
  unbuilt = await paidCheckout(shop, [{ designId: old.id }], account.email, { token: member });
});

describe('the caster’s files', () => {
  it('gives the admin each piece’s model as a binary STL named for its line, its volume the weight the design shows within 1%', async () => {
    for (const [n, design] of made.entries()) {
      const line = paid.orders[n];
      const res = await get(`/api/orders/${line.id}/model.stl`, admin);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('model/stl');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="aurum-atelier-model-${line.orderNumber}.stl"`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const bytes = res.rawPayload;
      const triangles = bytes.readUInt32LE(80);
      expect(triangles).toBeGreaterThan(100);
      expect(bytes.length).toBe(84 + 50 * triangles);
      // The silver bee is cast from the same wax as gold: its file is the design's, at the gold weight shown.
      expect(Math.abs(volumeOf(stlTriangles(bytes)) / shownVolume(design.weight) - 1), line.orderNumber).toBeLessThan(0.01);
    }
  });

  it('gives the same model as a 3MF package in millimetres', async () => {
    for (const [n, design] of made.entries()) {
      const line = paid.orders[n];
      const res = await get(`/api/orders/${line.id}/model.3mf`, admin);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('model/3mf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="aurum-atelier-model-${line.orderNumber}.3mf"`);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(Math.abs(volumeOf(threeMfTriangles(res.rawPayload)) / shownVolume(design.weight) - 1), line.orderNumber).toBeLessThan(0.01);
    }
  });

  it('makes the files of a piece whose model is not stored yet from its design', async () => {
    const res = await get(`/api/orders/${unbuilt.orders[0].id}/model.stl`, admin);
    expect(res.statusCode).toBe(200);
    expect(volumeOf(stlTriangles(res.rawPayload))).toBeGreaterThan(0);
  });

  it('keeps them to the desk: 401 signed out, 403 for a customer even on their own order, 404 for an unknown order, in the JSON error shape', async () => {
    const unknown = '3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23';
    for (const format of ['stl', '3mf']) {
      for (const [res, status] of [
        [await get(`/api/orders/${paid.orders[0].id}/model.${format}`), 401],
        [await get(`/api/orders/${paid.orders[0].id}/model.${format}`, member), 403],
        [await get(`/api/orders/${paid.orders[0].id}/model.${format}`, other), 403],
        [await get(`/api/orders/${unknown}/model.${format}`, admin), 404],
        [await get(`/api/orders/not-an-id/model.${format}`, admin), 400],
      ] as const) {
        expect(res.statusCode, `${format} ${res.body}`).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(typeof res.json().error).toBe('string');
      }
      expect((await get(`/api/orders/${unknown}/model.${format}`, admin)).json().error).toBe('Order not found');
    }
  });

  it('answers a readable 404 for a piece whose design is no longer kept', async () => {
    const db = shop.database.db;
    const line = unbuilt.orders[0].id;
    const [before] = await db.select({ designId: orders.designId }).from(orders).where(eq(orders.id, line));
    await db.update(orders).set({ designId: null }).where(eq(orders.id, line));
    const res = await get(`/api/orders/${line}/model.3mf`, admin);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("This piece's design is no longer kept, so its model cannot be made.");
    expect(await pdfText((await get(`/api/orders/${line}/production-sheet.pdf`, admin)).rawPayload)).toContain("This piece's design is no longer kept: there is no model to check.");
    await db.update(orders).set({ designId: before.designId }).where(eq(orders.id, line));
  });

  it('are described in the API document under their media types', async () => {
    const doc = (await get('/api/docs')).json();
    expect(Object.keys(doc.paths['/api/orders/{orderId}/model.stl'].get.responses['2XX'].content)).toEqual(['model/stl']);
    expect(Object.keys(doc.paths['/api/orders/{orderId}/model.3mf'].get.responses['2XX'].content)).toEqual(['model/3mf']);
  });
});

describe('the production sheet’s model checks', () => {
  it('lists each check with its limit, the model’s figure and its result, what the generator fixed and the volume, on one page', async () => {
    const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, made[0].id));
    const report = row.modelReport!;
    const res = await get(`/api/orders/${paid.orders[0].id}/production-sheet.pdf`, admin);
    expect(res.statusCode).toBe(200);
    expect(await pdfPages(res.rawPayload)).toBe(1);
    const t = await pdfText(res.rawPayload);
    const wall = report.checks.find((c) => c.name === 'min-wall')!;
    const thinnest = report.checks.find((c) => c.name === 'thinnest-part')!;
    for (const words of [
      'MODEL CHECKS', 'Watertight solid Required Yes Passed',
      `Minimum wall Min. 0.6 mm ${Number(wall.value!.toFixed(2))} mm Passed`,
      `Thinnest part Min. 0.5 mm ${Number(thinnest.value!.toFixed(2))} mm Passed`,
      'Engraving depth Min. 0.2 mm', 'Relief depth', 'Bail hole',
      `Volume ${Number(report.volumeMm3.toFixed(2))} mm³`,
      report.fixes.length ? `Fixed by the generator: ${report.fixes[0]}` : 'Fixed by the generator: nothing',
      // The rest of the sheet is still there, on the same page.
      'Max', 'Gift for Sam Rivera', 'Happy birthday, Sam!', 'IN PRODUCTION', 'TO SHIP', 'SIGN-OFF', 'Initials and date',
    ]) expect(t, words).toContain(words);
  });

  it('says what failed and that a stand-in was built when the generator could not make the piece castable', async () => {
    const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, made[1].id));
    const report = row.modelReport!;
    await shop.database.db.update(designs).set({
      modelReport: {
        ...report, fallback: true,
        checks: report.checks.map((c) => (c.name === 'thinnest-part' ? { ...c, value: 0.31, pass: false } : c)),
        fixes: ['fine relief thickened', 'could not be made castable as drawn: a plain medallion of its size stands in'],
      },
    }).where(eq(designs.id, made[1].id));
    const res = await get(`/api/orders/${paid.orders[1].id}/production-sheet.pdf`, admin);
    expect(await pdfPages(res.rawPayload)).toBe(1);
    const t = await pdfText(res.rawPayload);
    expect(t).toContain('A stand-in, not the piece as drawn: check with the customer before casting.');
    expect(t).toContain('Thinnest part Min. 0.5 mm 0.31 mm FAILED');
    expect(t).toContain('Fixed by the generator: fine relief thickened; could not be made castable as drawn: a plain medallion of its size stands in.');
    await shop.database.db.update(designs).set({ modelReport: report }).where(eq(designs.id, made[1].id));
  });

  it('says so when the piece’s model has not been built yet', async () => {
    const res = await get(`/api/orders/${unbuilt.orders[0].id}/production-sheet.pdf`, admin);
    expect(await pdfPages(res.rawPayload)).toBe(1);
    const t = await pdfText(res.rawPayload);
    expect(t).toContain('The model has not been built yet');
    expect(t).not.toContain('Watertight solid');
  });
});
