import type { Route } from '@shared/contracts/routes';
import { ApiError, sendApi, type CallInput } from '../../../lib/api';

/**
 * The order documents' calls (Endpoint.produces: a PDF or a model file, not JSON) for a signed-in caller, through
 * lib/api.ts as every call goes (the bearer token, one refresh and replay after a 401, ApiError for
 * a non-OK answer, as callApi raises it). Kept beside the order calls, not in lib/api.ts: the entry every page loads does
 * not carry what only the order pages use.
 */

/** A document a call answered: its bytes and the name the server gave it. */
export interface ApiFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const name = header ? /filename="([^"]+)"/.exec(header)?.[1] : undefined;
  return name || fallback;
}

/** What a document call answers: its media type (a PDF unless said) and a name for a file the server did not name. */
export interface FileKind {
  type: string;
  fallbackName: string;
}
const PDF: FileKind = { type: 'application/pdf', fallbackName: 'document.pdf' };

/** Calls a route that answers a document with the member's session and answers the file. */
export async function fetchApiFile<R extends Route>(route: R, input: CallInput<R>, kind: FileKind = PDF): Promise<ApiFile> {
  const res = await sendApi(route, input, { headers: { Accept: `${kind.type}, application/json` } });
  if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  return { blob: await res.blob(), filename: attachmentName(res.headers.get('content-disposition'), kind.fallbackName) };
}
