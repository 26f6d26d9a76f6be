import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminOrderList } from '@shared/contracts/orders';
import * as routes from '@shared/contracts/routes';
import { apiKey } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { updateStatus } from './update-status';

const order = (id: string, status: AdminOrder['status'] = 'pending') => ({ id, status, notes: null }) as unknown as AdminOrder;
const page = (query: { search?: string; page: number; limit: number }) => apiKey(routes.adminOrders, { query });

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a desk write', () => {
  it('puts the answered order into every cached page of the desk, with no second read', async () => {
    const list = (orders: AdminOrder[]): AdminOrderList => ({ orders, total: 2, page: 1, limit: 20 });
    queryClient.setQueryData(page({ page: 1, limit: 20 }), list([order('a'), order('b')]));
    queryClient.setQueryData(page({ search: 'b', page: 1, limit: 20 }), list([order('b')]));
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method} ${url} ${String(init.body)}`);
      return new Response(JSON.stringify(order('b', 'in_production')));
    }));
    await updateStatus({ id: 'b', status: 'in_production' });
    expect(calls).toEqual(['PATCH /api/orders/b/status {"status":"in_production"}']);
    expect(queryClient.getQueryData(page({ page: 1, limit: 20 }))?.orders).toEqual([order('a'), order('b', 'in_production')]);
    expect(queryClient.getQueryData(page({ search: 'b', page: 1, limit: 20 }))?.orders).toEqual([order('b', 'in_production')]);
  });
});
