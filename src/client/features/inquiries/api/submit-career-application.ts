import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { Created } from '@shared/contracts/common';
import type { CareerApplicationBody } from '@shared/contracts/inquiries';
import * as routes from '@shared/contracts/routes';
import { callApi, type ApiError } from '../../../lib/api';

/** POST /api/career-applications: an application for a position. */
export function submitCareerApplication(body: CareerApplicationBody): Promise<Created> {
  return callApi(routes.submitCareerApplication, { body: body });
}

/** The form's send, with its own toasts and resets in `options`. */
export function useSubmitCareerApplication(options: Omit<UseMutationOptions<Created, ApiError, CareerApplicationBody>, 'mutationFn'> = {}) {
  return useMutation({ ...options, mutationFn: submitCareerApplication });
}
