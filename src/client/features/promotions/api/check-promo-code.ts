import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { apiKey, callApi } from '../../../lib/api';

/** A bag line as the check sends it: what the checkout sends for the same line. */
export interface CheckedLine {
  designId: string;
  quantity: number;
  customizations: Record<string, unknown>;
}

const items = (lines: readonly CheckedLine[]) => lines.map(({ designId, quantity, customizations }) => ({ designId, quantity, customizations }));

/**
 * POST /api/promo-codes/check: the code against the bag's lines, read again whenever the lines
 * change (the key holds them). A refusal is the query's error (ApiError, 4xx with the server's
 * sentence); the answer before a change stays shown while the next one comes.
 */
export function usePromoCheck(code: string | null, lines: readonly CheckedLine[]) {
  // The checkout's form of the lines (a JSON string of them), which is also the key's.
  const cartItems = JSON.stringify(items(lines));
  return useQuery({
    queryKey: apiKey(routes.checkPromoCode, { query: { code: code ?? '', bag: cartItems } }),
    queryFn: ({ signal }) => callApi(routes.checkPromoCode, { body: { code: code ?? '', cartItems }, signal }),
    enabled: Boolean(code) && lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
