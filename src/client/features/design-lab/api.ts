import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Design, GeneratedDesign, GenerateDesignBody, RefineDesignBody } from '@shared/contracts/designs';
import { RECENT_DESIGNS_DEFAULT, RECENT_REFETCH_MS } from '@shared/limits';
import { apiJson } from '../../lib/query-client';

/** The live feed's key; every reader shares one fetch, refetched every 15 s (spec 02, section 9). */
export const RECENT_DESIGNS_KEY = ['/api/designs/recent', { limit: RECENT_DESIGNS_DEFAULT }] as const;

export function useRecentDesigns() {
  return useQuery<Design[]>({
    queryKey: RECENT_DESIGNS_KEY,
    refetchInterval: RECENT_REFETCH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}

export function postGenerate(body: GenerateDesignBody): Promise<GeneratedDesign> {
  return apiJson<GeneratedDesign>('POST', '/api/designs/generate', body);
}

/** A new version of a design with a change asked in words; the design it starts from stays as it was. */
export function postRefine(id: string, body: RefineDesignBody): Promise<GeneratedDesign> {
  return apiJson<GeneratedDesign>('POST', `/api/designs/${encodeURIComponent(id)}/refine`, body);
}
