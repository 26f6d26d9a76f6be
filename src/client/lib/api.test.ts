import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { MemberBagLine } from '@shared/contracts/bag';
import type { DesignList } from '@shared/contracts/designs';
import * as routes from '@shared/contracts/routes';
import { ApiError, apiKey, apiQuery, apiUrl, callApi, queryString, readableError, sendApi, type Answer, type CallInput } from './api';
import { registerSessionRefresher, SESSION_STORAGE_KEY, type StoredSession } from './session';

const ID = '3f2b8c1e-6d4a-4b7e-9a51-2c8d0e7f1a23';

/** What the stubbed fetch was called with, and the answers it gives in turn. */
function stubFetch(...answers: Array<() => Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    return answer();
  }));
  return calls;
}
const json = (status: number, body: unknown, statusText = '') => () => new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

afterEach(() => {
  vi.unstubAllGlobals();
  registerSessionRefresher(null);
});

describe('the URL of a call', () => {
  it('puts each param in the path, URI-encoded', () => {
    expect(apiUrl(routes.getDesign, { params: { id: ID } })).toBe(`/api/designs/${ID}`);
    expect(apiUrl(routes.refineDesign, { params: { id: 'a b/c?d' }, body: { change: 'x' } })).toBe('/api/designs/a%20b%2Fc%3Fd/refine');
    expect(apiUrl(routes.trackOrder, { params: { token: 'AU-10234-ä&é' } })).toBe('/api/orders/track/AU-10234-%C3%A4%26%C3%A9');
  });

  it('writes the query string from the defined values, encoded', () => {
    expect(apiUrl(routes.publicDesigns, { query: { page: 2, limit: 12, category: undefined } })).toBe('/api/designs/public?page=2&limit=12');
    expect(apiUrl(routes.adminOrders, { query: { search: 'leo & co', page: 1, limit: 20 } })).toBe('/api/orders?search=leo+%26+co&page=1&limit=20');
    expect(apiUrl(routes.designsByIds, { query: { ids: 'a,b' } })).toBe('/api/designs?ids=a%2Cb');
    expect(apiUrl(routes.getBag)).toBe('/api/cart');
  });

  it('refuses a call without a param its path needs', () => {
    expect(() => apiUrl(routes.getDesign, { params: { id: undefined as unknown as string } })).toThrow('/api/designs/:id: no :id');
  });
});

describe('query keys', () => {
  it('are the keys the server names in its pages', () => {
    // src/server/http/client-app.ts: the product's early read and the collections' answer.
    expect(apiKey(routes.getDesign, { params: { id: ID } })).toEqual(['/api/designs', ID]);
    expect(apiKey(routes.featuredCollections)).toEqual(['/api/collections/featured']);
  });

  it('end with the query\'s defined values as one object', () => {
    expect(apiKey(routes.publicDesigns, { query: { page: 1, limit: 12, category: undefined } })).toEqual(['/api/designs/public', { page: 1, limit: 12 }]);
    expect(apiKey(routes.recentDesigns, { query: {} })).toEqual(['/api/designs/recent']);
    expect(apiKey(routes.refineDesign, { params: { id: 'x' } })).toEqual(['/api/designs', 'x', 'refine']);
  });

  it('stop before a param without a value: a prefix of every read of the route', () => {
    expect(apiKey(routes.getDesign)).toEqual(['/api/designs']);
    expect(apiKey(routes.getDesign, { params: { id: undefined } })).toEqual(['/api/designs']);
    expect(apiKey(routes.adminOrders)).toEqual(['/api/orders']);
  });

  it('are the URL of the call: the path joined with \'/\', then the query', () => {
    const cases = [
      [routes.getDesign, { params: { id: 'a b' } }],
      [routes.refineDesign, { params: { id: ID } }],
      [routes.trackOrder, { params: { token: 'AU-1/2' } }],
      [routes.publicDesigns, { query: { page: 3, limit: 12, category: 'pendants' } }],
      [routes.verifySession, { query: { session_id: 'pi_123' } }],
      [routes.getBag, {}],
    ] as const;
    for (const [route, input] of cases) {
      const key = apiKey(route, input);
      const query = typeof key.at(-1) === 'object' ? (key.at(-1) as Record<string, unknown>) : undefined;
      const path = (query ? key.slice(0, -1) : key).join('/');
      expect(path + queryString(query)).toBe(apiUrl(route as typeof routes.getDesign, input as CallInput<typeof routes.getDesign>));
    }
  });
});

describe('callApi', () => {
  it('sends the method, the JSON body and Accept, and answers the parsed JSON', async () => {
    const line = { id: ID, quantity: 2 };
    const calls = stubFetch(json(200, line));
    const answer = await callApi(routes.addToBag, { body: { designId: ID, quantity: 2 } });
    expect(answer).toEqual(line);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls;
    expect(url).toBe('/api/cart');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ designId: ID, quantity: 2 }));
    expect(headersOf(init)).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('same-origin');
  });

  it('sends no body and no Content-Type without one; an empty answer is null', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    expect(await callApi(routes.removeBagLine, { params: { itemId: ID } })).toBeNull();
    expect(calls[0].url).toBe(`/api/cart/${ID}`);
    expect(calls[0].init.method).toBe('DELETE');
    expect(calls[0].init.body).toBeUndefined();
    expect(headersOf(calls[0].init)['Content-Type']).toBeUndefined();
  });

  it('sends FormData as it is (the browser writes the multipart boundary)', async () => {
    const calls = stubFetch(json(201, { success: true, id: ID }));
    const form = new FormData();
    form.set('name', 'Ada');
    await callApi(routes.submitContact, { body: form });
    expect(calls[0].init.body).toBe(form);
    expect(headersOf(calls[0].init)['Content-Type']).toBeUndefined();
  });

  it('passes the abort signal along', async () => {
    const calls = stubFetch(json(200, []));
    const controller = new AbortController();
    await apiQuery(routes.getBag).queryFn({ signal: controller.signal } as Parameters<ReturnType<typeof apiQuery>['queryFn']>[0]);
    expect(calls[0].init.signal).toBe(controller.signal);
    expect(calls[0].init.method).toBe('GET');
  });

  it('raises ApiError for a non-OK answer: `STATUS: body`, the body kept, the sentence readable', async () => {
    stubFetch(json(409, { error: 'Your bag is full.' }, 'Conflict'));
    const error = await callApi(routes.addToBag, { body: { designId: ID, quantity: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 409, body: '{"error":"Your bag is full."}', message: '409: {"error":"Your bag is full."}' });
    expect(readableError(error)).toBe('Your bag is full.');
  });

  it('names the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const error = await callApi(routes.getBag).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, body: '', message: '500: Internal Server Error' });
    expect(readableError(error, 'fallback')).toBe('fallback');
  });
});

describe('the stored session', () => {
  let store: Map<string, string>;
  const session = (token: string, expiresIn = 3600): StoredSession => ({ access_token: token, refresh_token: `r-${token}`, expires_in: expiresIn, token_type: 'Bearer', expires_at: Math.floor(Date.now() / 1000) + expiresIn });

  beforeEach(() => {
    store = new Map();
    const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    vi.stubGlobal('window', { localStorage, addEventListener() {}, removeEventListener() {} });
    store.set(SESSION_STORAGE_KEY, JSON.stringify(session('old')));
  });

  it('goes along as a bearer token', async () => {
    const calls = stubFetch(json(200, []));
    await callApi(routes.getBag);
    expect(headersOf(calls[0].init).Authorization).toBe('Bearer old');
  });

  it('is refreshed once after a 401, and the call replayed with the new token', async () => {
    const refresher = vi.fn(async () => ({ access_token: 'new', refresh_token: 'r-new' }));
    registerSessionRefresher(refresher);
    const calls = stubFetch(json(401, { error: 'Token expired' }), json(200, [{ id: ID }]));
    expect(await callApi(routes.getBag)).toEqual([{ id: ID }]);
    expect(refresher).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => headersOf(c.init).Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('is not refreshed when an auth call answers 401 (wrong credentials)', async () => {
    const refresher = vi.fn(async () => ({ access_token: 'new', refresh_token: 'r-new' }));
    registerSessionRefresher(refresher);
    stubFetch(json(401, { error: 'Invalid email or password' }));
    await expect(callApi(routes.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(refresher).not.toHaveBeenCalled();
  });

  it('stays home when a call carries its own token', async () => {
    const calls = stubFetch(json(200, {}));
    await sendApi(routes.currentUser, undefined, { session: false, headers: { Authorization: 'Bearer from-link' } });
    await sendApi(routes.refreshSession, { body: { refresh_token: 'r' } }, { session: false });
    expect(headersOf(calls[0].init).Authorization).toBe('Bearer from-link');
    expect(headersOf(calls[1].init).Authorization).toBeUndefined();
  });
});

describe('types from the contracts', () => {
  it('give each route its answer, params, query and body', () => {
    expectTypeOf<Answer<typeof routes.addToBag>>().toEqualTypeOf<MemberBagLine>();
    expectTypeOf<Answer<typeof routes.getBag>>().toEqualTypeOf<MemberBagLine[]>();
    expectTypeOf<Answer<typeof routes.publicDesigns>>().toEqualTypeOf<DesignList>();
    expectTypeOf<CallInput<typeof routes.updateBagLine>['params']>().toEqualTypeOf<{ itemId: string }>();
    expectTypeOf<CallInput<typeof routes.updateBagLine>['body']>().toEqualTypeOf<{ quantity: number }>();
    expectTypeOf<CallInput<typeof routes.submitContact>['body']>().toEqualTypeOf<FormData>();
    expectTypeOf(apiKey(routes.getWishlist)).toExtend<readonly unknown[]>();
  });

  it('refuse a call that breaks its contract', () => {
    // Checked by the type checker (npm run typecheck), never sent.
    const refused = () => {
      // @ts-expect-error: the bag's line needs a quantity.
      void callApi(routes.addToBag, { body: { designId: ID } });
      // @ts-expect-error: a path param is required.
      void callApi(routes.updateBagLine, { body: { quantity: 1 } });
      // @ts-expect-error: a bodiless call takes no body.
      void callApi(routes.getBag, { body: { quantity: 1 } });
      // @ts-expect-error: the contact form is multipart.
      void callApi(routes.submitContact, { body: { name: 'Ada' } });
    };
    expect(refused).toBeTypeOf('function');
  });
});
