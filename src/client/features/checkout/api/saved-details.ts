import { useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';

/** GET /api/user/address: a signed-in member's saved address and their last order's billing details; read only for members. */
export function useSavedDetails(enabled: boolean) {
  return useQuery({ ...apiQuery(routes.savedAddress), enabled });
}
