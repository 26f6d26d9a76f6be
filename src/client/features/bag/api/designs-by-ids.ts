import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as routes from '@shared/contracts/routes';
import { apiQuery } from '../../../lib/api';
import type { GuestLine } from '../guest-bag';

/** GET /api/designs?ids=a,b,c: the guest lines' designs in ONE call, for pricing a guest's bag in the browser. */
export function useGuestDesigns(lines: readonly GuestLine[], enabled: boolean) {
  const ids = useMemo(() => [...new Set(lines.map((line) => line.designId))].sort().join(','), [lines]);
  return useQuery({
    ...apiQuery(routes.designsByIds, { query: { ids } }),
    enabled: enabled && ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
