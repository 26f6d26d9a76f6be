import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DeskDesignsQuery } from '@shared/contracts/catalogue-desk';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** GET /api/admin/designs (admin): every page, search and filter of the catalogue desk shares this key's start. */
export const deskDesignsKey = apiKey(routes.adminDesigns);

/** One page of the catalogue desk; the page before stays shown while the next one loads. `enabled` false leaves it unread. */
export function useDeskDesigns(query: DeskDesignsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(routes.adminDesigns, { query }), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}
