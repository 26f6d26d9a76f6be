import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, PAGES, PAGE_READS, pageOf } from './pages';

describe('the page table', () => {
  it('names each page by its file in src/client/pages, whose chunks the build lists by that name', () => {
    for (const name of [...PAGES.map((p) => p.name), NOT_FOUND_PAGE]) {
      expect(existsSync(new URL(`../client/pages/${name}.tsx`, import.meta.url)), name).toBe(true);
    }
  });

  it('finds the page of a path, with its segments', () => {
    expect(pageOf('/')).toEqual({ name: 'home', params: {} });
    expect(pageOf('/collections')).toEqual({ name: 'collections', params: {} });
    expect(pageOf('/collections/necklaces')).toEqual({ name: 'collection-detail', params: { id: 'necklaces' } });
    expect(pageOf('/orders/track/abc.def')).toEqual({ name: 'order-tracking', params: { token: 'abc.def' } });
    expect(pageOf('/auth/verify').name).toBe('auth-verify');
    expect(pageOf('/auth/confirm').name).toBe('auth-verify');
    expect(pageOf('/checkout/success').name).toBe('checkout-success');
  });

  it('gives any other path the not-found page', () => {
    for (const path of ['/no/such/page', '/product', '/product/a/b', '/collections//', '/cart/', '//cart', '/Cart', '']) {
      expect(pageOf(path), path).toEqual({ name: NOT_FOUND_PAGE, params: {} });
    }
  });

  it('reads only API paths, of pages in the table', () => {
    for (const [name, reads] of Object.entries(PAGE_READS)) {
      expect([...PAGES.map((p) => p.name as string)]).toContain(name);
      for (const path of [...(reads.inline ?? []), ...(reads.early ?? [])]) expect(path).toMatch(/^\/api\//);
    }
  });
});
