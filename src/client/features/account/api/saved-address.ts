import { useMutation, useQuery } from '@tanstack/react-query';
import type { SavedAddress, SavedDetails } from '@shared/contracts/checkout';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery, callApi } from '../../../lib/api';
import { putCached } from '../../../lib/query-client';

/** GET /api/user/address: the member's saved address (and their last order's details, which the checkout offers). */
export function useSavedAddress() {
  return useQuery(apiQuery(routes.savedAddress));
}

/** The answer of a write is the new state of the read: it goes into the cache as it is. */
const keep = (details: SavedDetails) => putCached(apiKey(routes.savedAddress), details).then(() => details);

/** PUT /api/user/address: keep this address for the member's checkouts. */
export function useSaveAddress() {
  return useMutation({ mutationFn: (address: SavedAddress) => callApi(routes.saveAddress, { body: address }).then(keep) });
}

/** DELETE /api/user/address: forget it. */
export function useClearAddress() {
  return useMutation({ mutationFn: () => callApi(routes.clearSavedAddress).then(keep) });
}
