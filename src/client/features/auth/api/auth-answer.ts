import type { Route } from '@shared/contracts/routes';
import { sendApi, type Answer, type CallInput } from '../../../lib/api';

/** An auth call's answer, read whatever its status: the screens word refusals from its fields. */
export interface AuthAnswer<T> {
  ok: boolean;
  status: number;
  data: Partial<T> & { error?: string; message?: string };
}

/** POSTs an auth call without a bearer token (spec 01, section 7); the answer's JSON is read whatever the status. */
export async function postAuth<R extends Route>(route: R, body: CallInput<R>['body']): Promise<AuthAnswer<Answer<R>>> {
  const res = await sendApi(route, { body } as CallInput<R>, { session: false });
  const text = await res.text().catch(() => '');
  let data: AuthAnswer<Answer<R>>['data'] = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as AuthAnswer<Answer<R>>['data'];
  } catch {
    data = (text ? { error: text } : {}) as AuthAnswer<Answer<R>>['data'];
  }
  return { ok: res.ok, status: res.status, data };
}

/** The error a refused auth call raises: the server's sentence, else the fallback. */
export function authFailure(answer: AuthAnswer<unknown>, fallback: string): Error {
  return new Error(answer.data.error || (answer.ok ? '' : answer.data.message) || fallback);
}
