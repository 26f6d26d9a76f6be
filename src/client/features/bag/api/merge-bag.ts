import type { MergeBagBody } from '@shared/contracts/bag';
import * as routes from '@shared/contracts/routes';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';
import { putCached } from '../../../lib/query-client';
import { bagKey } from './get-bag';

/**
 * POST /api/cart/merge: the guest lines join the account's bag in one transaction. The server
 * answers the whole merged bag, which becomes the cached bag. Called at sign-in (../merge-guest-bag.ts),
 * never from a component, so it has no hook.
 */
export async function mergeBag(items: z.input<typeof MergeBagBody>['items']) {
  const bag = await callApi(routes.mergeBag, { body: { items } });
  if (Array.isArray(bag)) await putCached(bagKey, bag);
  return bag;
}
