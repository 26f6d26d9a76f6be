import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDesign, createPricedAndUnpriced } from '../factories';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let fox: { id: string };
let unpriced: { id: string };
beforeAll(async () => {
  ({ fox, unpriced } = await createPricedAndUnpriced(shop.database.db));
});

async function member() {
  return (await signUpConfirmed(shop)).session.access_token;
}

describe('the member’s bag', () => {
  it('needs a session', async () => {
    for (const [method, url] of [['GET', '/api/cart'], ['POST', '/api/cart'], ['DELETE', '/api/cart'], ['POST', '/api/cart/merge']] as const) {
      expect((await request(shop, method, url, { body: { designId: fox.id, quantity: 1 } })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('prices lines on the server: gold at the design’s price, silver at 65% rounded, 299 when unknown', async () => {
    const token = await member();
    const gold = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 2, customizations: { material: '14k-gold' } } });
    expect(gold.statusCode).toBe(200);
    expect(gold.json()).toMatchObject({ designId: fox.id, quantity: 2, material: '14k-gold', unitPrice: 480, lineTotal: 960, design: { id: fox.id, name: 'Crescent Fox Charm' } });
    const silver = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1, customizations: JSON.stringify({ material: '.925 Silver' }) } });
    expect(silver.json()).toMatchObject({ material: 'sterling-silver', unitPrice: 312, lineTotal: 312 });
    const unknown = await request(shop, 'POST', '/api/cart', { token, body: { designId: unpriced.id, quantity: 3 } });
    expect(unknown.json()).toMatchObject({ material: '14k-gold', unitPrice: 299, lineTotal: 897 });
    const bag = (await request(shop, 'GET', '/api/cart', { token })).json();
    expect(bag.map((l: { lineTotal: number }) => l.lineTotal)).toEqual([960, 312, 897]);
  });

  it('raises the quantity of an identical line (customizations compared normalised), capped at 10', async () => {
    const token = await member();
    await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 4, customizations: { material: 'sterling-silver', engraving: 'L' } } });
    const same = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 5, customizations: '{"engraving":"L","material":".925 Silver"}' } });
    expect(same.json()).toMatchObject({ quantity: 9 });
    const capped = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 7, customizations: { engraving: 'L', material: 'sterling-silver' } } });
    expect(capped.json()).toMatchObject({ quantity: 10 });
    const other = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1, customizations: { material: 'sterling-silver', engraving: 'M' } } });
    expect(other.json().id).not.toBe(same.json().id);
    expect((await request(shop, 'GET', '/api/cart', { token })).json()).toHaveLength(2);
  });

  it('keeps concurrent adds to one line and under the cap', async () => {
    const token = await member();
    await Promise.all(Array.from({ length: 8 }, () => request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 2 } })));
    const bag = (await request(shop, 'GET', '/api/cart', { token })).json();
    expect(bag).toHaveLength(1);
    expect(bag[0].quantity).toBe(10);
  });

  it('changes, removes and clears lines', async () => {
    const token = await member();
    const line = (await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1 } })).json();
    await request(shop, 'POST', '/api/cart', { token, body: { designId: unpriced.id, quantity: 1 } });
    const changed = await request(shop, 'PATCH', `/api/cart/${line.id}`, { token, body: { quantity: 6 } });
    expect(changed.json()).toMatchObject({ quantity: 6, lineTotal: 2880 });
    expect((await request(shop, 'DELETE', `/api/cart/${line.id}`, { token })).json()).toEqual({ success: true });
    expect((await request(shop, 'GET', '/api/cart', { token })).json()).toHaveLength(1);
    expect((await request(shop, 'DELETE', '/api/cart', { token })).json()).toEqual({ success: true });
    expect((await request(shop, 'GET', '/api/cart', { token })).json()).toEqual([]);
  });

  it('refuses quantities outside 1-10, non-integers and unknown designs, and changes nothing', async () => {
    const token = await member();
    const line = (await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 3 } })).json();
    for (const quantity of [0, 11, -1, 2.5, '3', null]) {
      const add = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity } });
      expect(add.statusCode, `add ${quantity}`).toBe(400);
      expect(add.json().error).toBe('Quantity must be a whole number from 1 to 10');
      expect((await request(shop, 'PATCH', `/api/cart/${line.id}`, { token, body: { quantity } })).statusCode, `patch ${quantity}`).toBe(400);
    }
    expect((await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id } })).statusCode).toBe(400);
    const unknown = await request(shop, 'POST', '/api/cart', { token, body: { designId: randomUUID(), quantity: 1 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Design not found');
    expect((await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1, customizations: '{not json' } })).statusCode).toBe(400);
    expect((await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1, customizations: { material: 'platinum' } } })).statusCode).toBe(400);
    expect((await request(shop, 'PATCH', '/api/cart/not-a-uuid', { token, body: { quantity: 2 } })).statusCode).toBe(400);
    const bag = (await request(shop, 'GET', '/api/cart', { token })).json();
    expect(bag).toHaveLength(1);
    expect(bag[0].quantity).toBe(3);
  });

  it('lets only the owner reach a line: another member gets 404 and the line is untouched', async () => {
    const owner = await member();
    const stranger = await member();
    const line = (await request(shop, 'POST', '/api/cart', { token: owner, body: { designId: fox.id, quantity: 2 } })).json();
    expect((await request(shop, 'PATCH', `/api/cart/${line.id}`, { token: stranger, body: { quantity: 9 } })).statusCode).toBe(404);
    expect((await request(shop, 'DELETE', `/api/cart/${line.id}`, { token: stranger })).statusCode).toBe(404);
    await request(shop, 'DELETE', '/api/cart', { token: stranger });
    expect((await request(shop, 'GET', '/api/cart', { token: stranger })).json()).toEqual([]);
    expect((await request(shop, 'GET', '/api/cart', { token: owner })).json()).toMatchObject([{ id: line.id, quantity: 2 }]);
  });

  it('answers the bag in a bounded number of queries, the same for 1 line as for 10', async () => {
    const designs = await Promise.all(Array.from({ length: 10 }, (_, i) => createDesign(shop.database.db, { name: `Piece ${i}` })));
    const bagOf = async (n: number) => {
      const token = await member();
      for (const d of designs.slice(0, n)) await request(shop, 'POST', '/api/cart', { token, body: { designId: d.id, quantity: 1 } });
      const before = shop.database.stats.queries;
      const res = await request(shop, 'GET', '/api/cart', { token });
      return { lines: res.json().length, queries: shop.database.stats.queries - before };
    };
    const one = await bagOf(1);
    const ten = await bagOf(10);
    expect([one.lines, ten.lines]).toEqual([1, 10]);
    // One to authenticate the caller, one for the bag with its designs.
    expect(ten.queries).toBeLessThanOrEqual(3);
    expect(ten.queries).toBe(one.queries);
  });
});

describe('the bag’s size (issue 21, point 7)', () => {
  const full = 'Your bag holds up to 50 different pieces. Please remove one before adding another.';
  /** Distinct lines of one design: each engraving is its own line. */
  const line = (i: number) => ({ designId: fox.id, quantity: 1, customizations: { material: '14k-gold', engraving: `No. ${i}` } });
  const fill = async (token: string, n: number) => {
    for (let i = 0; i < n; i++) expect((await request(shop, 'POST', '/api/cart', { token, body: line(i) })).statusCode).toBe(200);
  };
  const bagOf = async (token: string) => (await request(shop, 'GET', '/api/cart', { token })).json() as { quantity: number }[];

  it('holds 50 lines, as checkout takes: a 51st is a 409 with a clear message, while raising a line already there still works', async () => {
    const token = await member();
    await fill(token, 50);
    const refused = await request(shop, 'POST', '/api/cart', { token, body: line(50) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: full });
    const raised = await request(shop, 'POST', '/api/cart', { token, body: line(3) });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ quantity: 2 });
    expect(await bagOf(token)).toHaveLength(50);
  });

  it('keeps to 50 lines when adds race for the last places', async () => {
    const token = await member();
    await fill(token, 47);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => request(shop, 'POST', '/api/cart', { token, body: line(100 + i) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    expect(await bagOf(token)).toHaveLength(50);
  });

  it('merges a guest bag up to 50 lines, in the guest bag’s order, leaving the rest out', async () => {
    const token = await member();
    await fill(token, 48);
    const items = [line(0), line(200), line(201), line(202)].map((l, i) => ({ id: `guest-${i}`, ...l }));
    const merged = await request(shop, 'POST', '/api/cart/merge', { token, body: { items } });
    expect(merged.statusCode).toBe(200);
    const bag = merged.json() as { quantity: number; customizations: { engraving: string } }[];
    expect(bag).toHaveLength(50);
    expect(bag.find((l) => l.customizations.engraving === 'No. 0')).toMatchObject({ quantity: 2 });
    expect(bag.map((l) => l.customizations.engraving)).toEqual(expect.arrayContaining(['No. 200', 'No. 201']));
    expect(bag.map((l) => l.customizations.engraving)).not.toContain('No. 202');
  });

  it('refuses customizations over 1,000 characters, in either form, with a clear 400', async () => {
    const token = await member();
    const tooLarge = 'Customizations must be at most 1000 characters';
    const cases = [
      { material: '14k-gold', engraving: 'x'.repeat(200), note: 'y'.repeat(200), more: 'z'.repeat(200), yet: 'w'.repeat(200), last: 'v'.repeat(200) },
      { ['k'.repeat(5000)]: 1 },
      JSON.stringify({ ['k'.repeat(1500)]: true }),
    ];
    for (const customizations of cases) {
      const res = await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 1, customizations } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(tooLarge);
      const merge = await request(shop, 'POST', '/api/cart/merge', { token, body: { items: [{ designId: fox.id, quantity: 1, customizations }] } });
      expect(merge.statusCode).toBe(400);
    }
    expect(await bagOf(token)).toEqual([]);
  });
});

describe('merging the guest bag at sign-in', () => {
  it('adds guest lines to the account in one go: same lines add up, capped at 10, unknown designs left out', async () => {
    const token = await member();
    await request(shop, 'POST', '/api/cart', { token, body: { designId: fox.id, quantity: 7, customizations: { material: '14k-gold' } } });
    const merged = await request(shop, 'POST', '/api/cart/merge', {
      token,
      body: {
        items: [
          { id: 'guest-1', designId: fox.id, quantity: 2, customizations: '{"material":"14k-gold"}' },
          { id: 'guest-2', designId: fox.id, quantity: 3, customizations: { material: '14k-gold' } },
          { id: 'guest-3', designId: fox.id, quantity: 1, customizations: { material: 'sterling-silver' } },
          { id: 'guest-4', designId: randomUUID(), quantity: 1 },
        ],
      },
    });
    expect(merged.statusCode).toBe(200);
    const bag = merged.json() as { quantity: number; material: string }[];
    expect(bag.map((l) => [l.material, l.quantity])).toEqual([['14k-gold', 10], ['sterling-silver', 1]]);
  });

  it('refuses a malformed guest bag as a whole and writes nothing', async () => {
    const token = await member();
    const res = await request(shop, 'POST', '/api/cart/merge', { token, body: { items: [{ designId: fox.id, quantity: 1 }, { designId: fox.id, quantity: 0 }] } });
    expect(res.statusCode).toBe(400);
    expect((await request(shop, 'GET', '/api/cart', { token })).json()).toEqual([]);
  });
});

describe('designs for the guest bag', () => {
  it('answers several designs in one call, without unknown ids', async () => {
    const res = await request(shop, 'GET', `/api/designs?ids=${fox.id},${unpriced.id},${randomUUID()}`);
    expect(res.statusCode).toBe(200);
    const designs = res.json().designs as { id: string; price: number; silverPrice: number }[];
    expect(designs.map((d) => d.id).sort()).toEqual([fox.id, unpriced.id].sort());
    expect(designs.find((d) => d.id === unpriced.id)).toMatchObject({ price: 299, silverPrice: 194 });
    expect((await request(shop, 'GET', '/api/designs?ids=nope')).statusCode).toBe(400);
    expect((await request(shop, 'GET', `/api/designs?ids=${Array.from({ length: 51 }, () => randomUUID()).join(',')}`)).statusCode).toBe(400);
  });

  it('answers one design, and a readable 404 for an unknown one', async () => {
    const res = await request(shop, 'GET', `/api/designs/${fox.id}`);
    expect(res.json()).toMatchObject({ id: fox.id, price: 480, goldPrice: 480, silverPrice: 312, weight: '3.2', silverWeight: '1.73', reviewCount: 0, averageRating: null });
    const missing = await request(shop, 'GET', `/api/designs/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Design not found' });
  });
});
