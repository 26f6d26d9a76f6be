import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InboxKind, InboxStatus } from '@shared/options';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery } from '../../../lib/api';

/** Every page, filter and search of the inbox list shares this key's start. */
export const inboxListKey = apiKey(routes.adminInbox);

export interface InboxFilters {
  kind?: InboxKind;
  status?: InboxStatus;
  q?: string;
  page: number;
  limit: number;
}

/** GET /api/admin/inbox (admin): one page of the inbox; the page before stays shown while the next loads. */
export function useInbox({ kind, status, q, page, limit }: InboxFilters) {
  return useQuery({
    ...apiQuery(routes.adminInbox, { query: { kind, status, q: q || undefined, page, limit } }),
    placeholderData: keepPreviousData,
  });
}
