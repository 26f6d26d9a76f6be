/**
 * Every failure of the OpenAI adapter becomes one OpenAiProviderError whose message is written here,
 * never copied from the SDK or from the upstream answer: those can quote the request (an invalid key
 * is echoed back, partly masked) or the prompt. The use case turns any of them into its readable 502;
 * the message, the status and OpenAI's request id are what the server log shows.
 */
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { ProviderError, httpFailure, safeCode } from '../../provider-error';

export type OpenAiCall = 'image' | 'chat';

export class OpenAiProviderError extends ProviderError<{ call: OpenAiCall; status?: number; code?: string; requestId?: string; timedOut?: boolean }> {
  override readonly name = 'OpenAiProviderError';
}

/** The SDK's (or anything's) error as an OpenAiProviderError with a message of our own. */
export function toProviderError(err: unknown, call: OpenAiCall, timeoutMs: number): OpenAiProviderError {
  if (err instanceof OpenAiProviderError) return err;
  const what = call === 'image' ? 'The OpenAI image request' : 'The OpenAI chat request';
  if (err instanceof APIConnectionTimeoutError) {
    return new OpenAiProviderError(`${what} timed out after ${Math.round(timeoutMs / 100) / 10} s.`, { call, timedOut: true });
  }
  if (err instanceof APIUserAbortError) return new OpenAiProviderError(`${what} was cancelled.`, { call });
  if (err instanceof APIConnectionError) return new OpenAiProviderError(`${what} could not reach the OpenAI API.`, { call });
  if (err instanceof APIError) {
    const code = safeCode(err.code);
    return new OpenAiProviderError(httpFailure(what, err.status, code), { call, status: err.status, code, requestId: safeCode(err.requestID) });
  }
  return new OpenAiProviderError(`${what} failed.`, { call });
}
