import { useMutation } from '@tanstack/react-query';
import * as routes from '@shared/contracts/routes';
import { callApi } from '../../../lib/api';

/** POST /api/orders/track/resend: mails an address its orders' links; the same answer whether or not it has any. */
export function resendTrackingLinks(email: string) {
  return callApi(routes.resendTrackingLinks, { body: { email } });
}

export function useResendTrackingLinks() {
  return useMutation({ mutationFn: resendTrackingLinks });
}
