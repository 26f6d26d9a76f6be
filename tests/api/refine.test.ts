import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { designs } from '../../src/server/db/schema';
import { createDesign } from '../factories';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

// Refining a design in words (issue 23, point 3): POST /api/designs/:id/refine.
const shop = shopForTests();

const generate = (body: object, ip?: string) => request(shop, 'POST', '/api/designs/generate', { ip, body });
const refine = (id: string, body: unknown, ip?: string) => request(shop, 'POST', `/api/designs/${id}/refine`, { ip, body });
const designCount = async () => (await shop.database.db.select({ n: count() }).from(designs))[0].n;

describe('POST /api/designs/:id/refine', () => {
  it('makes a new version linked to the one it came from, keeping what was not asked to change; the first never changes', async () => {
    const first = (await generate({ prompt: 'a sleeping fox curled around a crescent moon with the name Luna', seed: 5 })).json();
    expect([first.version, first.parentId, first.engraving]).toEqual([1, null, 'Luna']);
    const before = (await request(shop, 'GET', `/api/designs/${first.id}`)).json();

    const res = await refine(first.id, { change: 'add her initials E.J.' });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.id).not.toBe(first.id);
    expect([second.version, second.parentId]).toEqual([2, first.id]);
    expect(second.engraving).toBe('Luna \u00b7 E.J.');
    expect([second.form, second.material, second.finish, second.style]).toEqual([first.form, first.material, first.finish, first.style]);
    expect(second.name).toMatch(/Fox/);
    expect(second.imageUrl).not.toBe(first.imageUrl);

    const third = (await refine(second.id, { change: 'in rose gold' })).json();
    expect([third.version, third.parentId, third.material, third.engraving]).toEqual([3, second.id, 'Rose Gold', 'Luna \u00b7 E.J.']);
    expect(third.description).toMatch(/rose gold/i);
    const earrings = (await refine(third.id, { change: 'as earrings' })).json();
    expect([earrings.form, earrings.category, earrings.material]).toEqual(['earrings', 'earrings', 'Rose Gold']);

    // The versions it came from stand as they were, each with its own page.
    expect((await request(shop, 'GET', `/api/designs/${first.id}`)).json()).toEqual(before);
    expect((await request(shop, 'GET', `/api/designs/${second.id}`)).json()).toMatchObject({ version: 2, parentId: first.id, engraving: 'Luna \u00b7 E.J.' });
  });

  it('refines a catalogue piece into a private version of the visitor\u2019s own, the catalogue untouched', async () => {
    const piece = await createDesign(shop.database.db, { name: 'Owl Charm', prompt: 'an owl on a book' });
    const res = await refine(piece.id, { change: 'without the book' });
    expect(res.statusCode).toBe(200);
    const version = res.json();
    const [row] = await shop.database.db.select().from(designs).where(eq(designs.id, version.id));
    expect([row.isPublic, row.source, row.changes, row.prompt]).toEqual([false, 'generated', ['without the book'], 'an owl on a book']);
    const [original] = await shop.database.db.select().from(designs).where(eq(designs.id, piece.id));
    expect(original).toEqual(piece);
  });

  it('refuses what it cannot do with the shop\u2019s one error shape, and stores nothing', async () => {
    const piece = await createDesign(shop.database.db, { prompt: 'a paw print with the name Luna', engraving: 'Luna' });
    const n = await designCount();
    const cases: [string, unknown, number, RegExp][] = [
      [piece.id, { change: '' }, 400, /Describe the change/],
      [piece.id, { change: '   ' }, 400, /Describe the change/],
      [piece.id, {}, 400, /Describe the change/],
      [piece.id, { change: 'x'.repeat(201) }, 400, /at most 200 characters/],
      [piece.id, { change: 'in rose gold', extra: true }, 400, /./],
      [piece.id, { change: 'hmm, not sure' }, 400, /couldn't tell what to change/],
      [piece.id, { change: 'change the name to Maximiliana Bartholomea Alexandrine' }, 400, /a charm holds at most 24/],
      ['00000000-0000-4000-8000-000000000000', { change: 'in rose gold' }, 404, /Design not found/],
      ['not-a-uuid', { change: 'in rose gold' }, 400, /./],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await refine(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
    expect(await designCount()).toBe(n);
  });

  it('counts against the same per-address limit as generation', async () => {
    const piece = await createDesign(shop.database.db);
    const ip = '10.9.0.3';
    for (let i = 0; i < 29; i++) expect((await generate({ prompt: '' }, ip)).statusCode).toBe(400);
    expect((await refine(piece.id, { change: 'in rose gold' }, ip)).statusCode).toBe(200);
    const limited = await refine(piece.id, { change: 'in white gold' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/rate limit/);
    expect((await generate({ prompt: 'a star' }, ip)).statusCode).toBe(429);
  });
});
