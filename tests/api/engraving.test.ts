// Issue 23, point 1: personal text without quotes is engraved exactly as written, answered as the
// design's `engraving`, carried to the bag, the order, the order desk and the order mail; text the
// piece cannot hold is refused with the limit and nothing is stored.
import { describe, expect, it } from 'vitest';
import { designs } from '../../src/server/db/schema';
import { request } from '../helpers/api';
import { signUpConfirmed } from '../helpers/auth';
import { adminToken, mailsTo, paidCheckout } from '../helpers/orders';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();

const generate = (prompt: string) => request(shop, 'POST', '/api/designs/generate', { body: { prompt } });

describe('engraving', () => {
  it('engraves the name a prompt gives without quotes and answers it on the design', async () => {
    const res = await generate('my dog Max, a beagle, with his name engraved');
    expect(res.statusCode).toBe(200);
    const design = res.json();
    expect(design.engraving).toBe('Max');
    expect(design.name).toMatch(/Max/);
    expect((await request(shop, 'GET', `/api/designs/${design.id}`)).json().engraving).toBe('Max');
    const plain = (await generate('a sleeping fox curled around a crescent moon')).json();
    expect(plain.engraving).toBeNull();
  });

  it('makes the form the words name and files it there: a necklace is a pendant in Necklaces', async () => {
    const necklace = (await generate('a bee necklace with the name Bea')).json();
    expect([necklace.form, necklace.category, necklace.engraving]).toEqual(['pendant', 'necklaces', 'Bea']);
    expect(necklace.name).toMatch(/Pendant$/);
    const studs = (await generate('tiny star studs')).json();
    expect([studs.form, studs.category]).toEqual(['earrings', 'earrings']);
    const bar = (await generate('bar necklace with our coordinates 34.0522\u00b0 N, 118.2437\u00b0 W')).json();
    expect([bar.form, bar.category, bar.engraving]).toEqual(['bar', 'necklaces', '34.0522\u00b0 N, 118.2437\u00b0 W']);
    // An earring holds 12 characters: the limit named is the earring's.
    const long = await generate('star studs engraved with "forever and always"');
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/has 18 characters; an earring holds at most 12\./);
  });

  it('makes a name necklace and a silhouette, filed by their forms, and refuses a name it cannot write', async () => {
    const name = (await generate('name necklace that says Sophia')).json();
    expect([name.form, name.category, name.name, name.engraving]).toEqual(['name', 'necklaces', 'Sophia Name Necklace', 'Sophia']);
    const fox = (await generate('a fox-shaped charm')).json();
    expect([fox.form, fox.category]).toEqual(['silhouette', 'pets-animals']);
    expect(fox.name).toMatch(/Fox Silhouette Charm$/);
    const before = (await shop.database.db.select({ id: designs.id }).from(designs)).length;
    const arabic = await generate('arabic name necklace that says \u0623\u0645\u0644');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error).toMatch(/names only in Latin letters for now, so .\u0623\u0645\u0644. cannot be made as a name necklace here/);
    expect((await shop.database.db.select({ id: designs.id }).from(designs)).length).toBe(before);
  });

  it('refuses text a charm cannot hold, naming the limit, and stores nothing', async () => {
    const before = (await shop.database.db.select({ id: designs.id }).from(designs)).length;
    const res = await generate('a heart that says "you are my sunshine, my only sunshine"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The engraving “you are my sunshine, my only sunshine” has 37 characters; a charm holds at most 24. Please shorten it, or request a quote for a larger piece.' });
    expect((await shop.database.db.select({ id: designs.id }).from(designs)).length).toBe(before);
  });

  it('carries the engraving to the bag, the order, the order desk and the order mail', async () => {
    const design = (await generate('a heart with the word mom')).json();
    expect(design.engraving).toBe('mom');
    const member = await signUpConfirmed(shop);
    const token = member.session.access_token;
    expect((await request(shop, 'POST', '/api/cart', { token, body: { designId: design.id, quantity: 1, customizations: { material: '14k-gold' } } })).statusCode).toBe(200);
    const bag = (await request(shop, 'GET', '/api/cart', { token })).json();
    expect(bag[0].design.engraving).toBe('mom');

    await paidCheckout(shop, [{ designId: design.id }], member.email, { token });
    const mine = (await request(shop, 'GET', '/api/user/orders', { token })).json();
    expect(mine[0].engraving).toBe('mom');
    const desk = (await request(shop, 'GET', '/api/orders?page=1&limit=10', { token: await adminToken(shop) })).json();
    expect(desk.orders.find((o: { designId: string }) => o.designId === design.id).engraving).toBe('mom');
    const [mail] = await mailsTo(shop, member.email, 'order-confirmation');
    expect(mail.text).toContain('engraved “mom”');
  });
});
