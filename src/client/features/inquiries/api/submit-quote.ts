import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Created } from '@shared/contracts/common';
import type { QuoteBody } from '@shared/contracts/inquiries';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';

/** POST /api/quotes/submit: a quote request, with an optional reference image as a data URL. */
export function submitQuote(body: QuoteBody): Promise<Created> {
  return callApi(routes.submitQuote, { body: body });
}

/** The form's send, with its own toasts and resets in `options`. */
export function useSubmitQuote(options: Omit<UseMutationOptions<Created, ApiError, QuoteBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: submitQuote });
}
