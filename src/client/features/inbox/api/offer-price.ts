import { useMutation } from '@tanstack/react-query';
import type { OfferBody } from '@shared/contracts/inbox';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';
import { putInboxItem } from './inbox-item';

/** POST /api/admin/inbox/:id/offers (admin): a price for the quote's design, its checkout link mailed to the customer. */
export function useOfferPrice(id: string) {
  return useMutation({ mutationFn: (body: OfferBody) => callApi(routes.offerQuotePrice, { params: { id }, body }).then(putInboxItem) });
}
