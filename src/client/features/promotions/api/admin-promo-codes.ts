import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreatePromoCodeBody, PromoCodeView } from '@shared/contracts/promotions';
import * as routes from '@shared/contracts/routes';
import { apiKey, apiQuery, callApi } from '../../../lib/api';
import { updateCached } from '../../../lib/query-client';

/** GET /api/admin/promo-codes (admin): every code, newest first, with its uses. */
export function usePromoCodes() {
  return useQuery(apiQuery(routes.adminPromoCodes));
}

const codesKey = apiKey(routes.adminPromoCodes);

/** A code a write answered, into the cached list: in its place, or first when it is new. */
const putCode = (code: PromoCodeView) =>
  updateCached({ queryKey: codesKey, exact: true }, (list) => ({
    codes: list.codes.some((c) => c.id === code.id) ? list.codes.map((c) => (c.id === code.id ? code : c)) : [code, ...list.codes],
  })).then(() => code);

/** POST /api/admin/promo-codes (admin): a new code; a refusal (a taken code, a bad date) is the server's sentence. */
export function useCreatePromoCode() {
  return useMutation({ mutationFn: (body: CreatePromoCodeBody) => callApi(routes.createPromoCode, { body }).then(putCode) });
}

/** PATCH /api/admin/promo-codes/:id (admin): switch a code off or on. */
export function useSwitchPromoCode() {
  return useMutation({ mutationFn: ({ id, active }: { id: string; active: boolean }) => callApi(routes.updatePromoCode, { params: { id }, body: { active } }).then(putCode) });
}
