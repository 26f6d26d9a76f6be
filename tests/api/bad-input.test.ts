/**
 * The request pipeline every call shares: contract validation, body parsing, size limits, unknown
 * paths and unexpected failures. A probe route built from a real contract (the support ticket's)
 * writes a row, so each refusal can be shown to write nothing.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { submitSupportTicket } from '@shared/contracts/inquiries';
import { endpoint } from '@shared/contracts/endpoint';
import { z } from 'zod';
import { supportTickets } from '../../src/server/db/schema';
import { route } from '../../src/server/http/route';
import { createSupportTicket } from '../factories';
import { request } from '../helpers/api';
import { shopForTests } from '../helpers/test-app';

const probe = { ...submitSupportTicket, path: '/api/test/probe' };
const crash = endpoint({ method: 'GET', path: '/api/test/crash', access: 'public', summary: 'fails', response: z.object({}) });
const wrongAnswer = endpoint({ method: 'GET', path: '/api/test/wrong-answer', access: 'public', summary: 'breaks its contract', response: z.object({ n: z.number() }) });
const memberOnly = endpoint({ method: 'GET', path: '/api/test/member', access: 'user', summary: 'members only', response: z.object({}) });

const shop = shopForTests({}, {
  clientDir: '/nonexistent',
  extend: (app, database) => {
    route(app, probe, async ({ body }) => ({ success: true as const, id: (await createSupportTicket(database.db, body)).id }));
    route(app, crash, () => { throw new Error('secret internals at /srv/app.ts:12'); });
    route(app, wrongAnswer, () => ({ n: 'not a number' }) as never);
    route(app, memberOnly, () => ({}));
  },
});

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Engraving', priority: 'high', category: 'design', message: 'Can you engrave a date on the back?' };
const rows = async () => (await shop.database.db.select({ n: count() }).from(supportTickets))[0].n;
const post = (payload: string, contentType = 'application/json') =>
  request(shop, 'POST', '/api/test/probe', { body: payload, headers: { 'content-type': contentType } });

describe('bad input gets a readable 4xx JSON error and writes nothing', () => {
  it('accepts a valid request (so the refusals below are the input’s fault)', async () => {
    const before = await rows();
    const res = await post(JSON.stringify(valid));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await rows()).toBe(before + 1);
  });

  const cases: [string, string, number, RegExp, string?][] = [
    ['malformed JSON', '{"name": "Ada", ', 400, /not valid JSON/],
    ['an empty body', '', 400, /empty/i],
    ['a wrong type', JSON.stringify({ ...valid, name: 42 }), 400, /^Missing Information: Please fill in all required fields$/],
    ['a missing field', JSON.stringify({ ...valid, subject: undefined }), 400, /Missing Information: Please fill in all required fields/],
    ['a blank field', JSON.stringify({ ...valid, message: '   ' }), 400, /Missing Information/],
    ['an unknown field', JSON.stringify({ ...valid, isAdmin: true }), 400, /^body: Unknown field: "isAdmin"$/],
    ['a value outside the option list', JSON.stringify({ ...valid, priority: 'critical' }), 400, /^priority: Invalid option/],
    ['a bad email', JSON.stringify({ ...valid, email: 'ada-at-example' }), 400, /valid email/],
    ['a prototype key', '{"__proto__": {"polluted": true}, "name": "x"}', 400, /not valid JSON/],
    ['an array instead of an object', JSON.stringify([valid]), 400, /expected object, received array/],
    ['a body over the size limit', JSON.stringify({ ...valid, message: 'x'.repeat(1_100_000) }), 413, /too large/],
    ['a body of another content type', 'name=Ada', 415, /content type/, 'application/x-www-form-urlencoded'],
  ];
  for (const [what, payload, status, message, contentType] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await rows();
      const res = await post(payload, contentType);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error).toMatch(message);
      expect(body.error).not.toMatch(/at \/|\.ts:\d|stack/i);
      expect(await rows()).toBe(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  }
});

describe('paths and failures', () => {
  it('answers unknown API paths with a JSON 404 for every method', async () => {
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const res = await request(shop, method, '/api/no-such-thing');
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual({ error: `Not found: ${method} /api/no-such-thing` });
    }
  });

  it('answers an unexpected failure with a 500 that shows no internals', async () => {
    const res = await request(shop, 'GET', '/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toMatch(/Something went wrong/);
    expect(res.body).not.toContain('secret internals');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('never sends an answer that breaks its own contract', async () => {
    const res = await request(shop, 'GET', '/api/test/wrong-answer');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
  });

  it('refuses member-only calls without a session', async () => {
    const res = await request(shop, 'GET', '/api/test/member');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/sign in/i);
  });

  it('answers the client’s pages with a readable 503 when the client is not built', async () => {
    const res = await request(shop, 'GET', '/collections');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/npm run build/);
  });
});
