/**
 * What the adapters of outside services (OpenAI, Stripe) share for their failures: one error class
 * each, whose message the adapter writes itself, never copied from the SDK or from the upstream
 * answer (those can quote the request: an invalid key is echoed back, partly masked, or the prompt),
 * with the details the server log shows (the call, the HTTP status, the upstream code and request id).
 */
export class ProviderError<Details extends { call: string }> extends Error {
  constructor(
    message: string,
    readonly details: Details,
  ) {
    super(message);
  }
}

const SAFE_CODE = /^[a-z0-9_.-]{1,64}$/i;

/** An upstream code or request id when it is short and plain, so it may be logged; otherwise nothing. */
export function safeCode(value: unknown): string | undefined {
  return typeof value === 'string' && SAFE_CODE.test(value) ? value : undefined;
}

/** The message of an upstream HTTP refusal: `<what> failed with HTTP <status> (<code>).` */
export function httpFailure(what: string, status: number | undefined, code: string | undefined): string {
  return `${what} failed with HTTP ${status ?? 'error'}${code ? ` (${code})` : ''}.`;
}
