import type { MergeCartBody } from '@shared/contracts/cart';
import * as routes from '@shared/contracts/routes';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { putCached } from '../../../lib/query-client';
import { cartKey } from './get-cart';

/**
 * POST /api/cart/merge: the guest lines join the account's bag in one transaction. The server
 * answers the whole merged bag, which becomes the cached bag. Called at sign-in (../merge-guest-bag.ts),
 * never from a component, so it has no hook.
 */
export async function mergeCart(items: z.input<typeof MergeCartBody>['items']) {
  const bag = await callApi(routes.mergeCart, { body: { items } });
  if (Array.isArray(bag)) await putCached(cartKey, bag);
  return bag;
}
