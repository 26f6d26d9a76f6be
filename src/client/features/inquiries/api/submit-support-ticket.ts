import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Created } from '@shared/contracts/common';
import type { SupportTicketBody } from '@shared/contracts/inquiries';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';

/** POST /api/support-ticket: a support ticket. */
export function submitSupportTicket(body: SupportTicketBody): Promise<Created> {
  return callApi(routes.submitSupportTicket, { body: body });
}

/** The form's send, with its own toasts and resets in `options`. */
export function useSubmitSupportTicket(options: Omit<UseMutationOptions<Created, ApiError, SupportTicketBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: submitSupportTicket });
}
