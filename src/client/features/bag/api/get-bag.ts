import { useQuery } from '@tanstack/react-query';
import type { MemberBagLine } from '@shared/contracts/bag';
import * as routes from '@shared/contracts/routes';
import { BAG_CACHE_MS } from '@shared/limits';
import { apiKey, apiQuery } from '../../../lib/api';
import { updateCached } from '../../../lib/query-client';

/** GET /api/cart: the member's bag on the server (spec 01, section 7), each line priced; kept 5 minutes (section 9). */
export const bagKey = apiKey(routes.getBag);

export const bagQuery = { ...apiQuery(routes.getBag), staleTime: BAG_CACHE_MS, gcTime: BAG_CACHE_MS };

/** The member's bag lines, read only while `enabled` (a member). The badge and the bag share this one read. */
export function useMemberBag(enabled: boolean) {
  return useQuery({ ...bagQuery, enabled });
}

/** A write's answer into the cached bag (when there is one; otherwise the bag is read when shown). */
export function updateCachedBag(update: (lines: MemberBagLine[]) => MemberBagLine[]): Promise<void> {
  return updateCached({ queryKey: bagKey, exact: true }, update);
}

/** The bag with `line` in it: in its own place when the bag has it (a quantity changed), else last (the bag lists lines oldest first). */
export function withLine(lines: readonly MemberBagLine[], line: MemberBagLine): MemberBagLine[] {
  return lines.some((held) => held.id === line.id) ? lines.map((held) => (held.id === line.id ? line : held)) : [...lines, line];
}
