import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Created } from '@shared/contracts/common';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';

/** POST /api/contact: the contact form, sent as multipart (its fields and an optional image). */
export function submitContact(form: FormData): Promise<Created> {
  return callApi(routes.submitContact, { body: form });
}

/** The form's send, with its own toasts and resets in `options`. */
export function useSubmitContact(options: Omit<UseMutationOptions<Created, ApiError, FormData>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: submitContact });
}
