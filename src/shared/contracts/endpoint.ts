import { z } from 'zod';
import type { Method } from './routes';

/** Who may call an endpoint; the server enforces it, the access-control tests read it. */
export type Access = 'public' | 'user' | 'admin';

/**
 * One API call: its method, its Fastify-style path (`:id` for parameters), who may call it and its
 * zod schemas. The server registers routes from these; the client types its calls with them. The
 * method and path come from ./routes.ts (zod-free, what the client sends at run time) and keep
 * their literal types, so the client finds a route's endpoint by them.
 */
export interface Endpoint<
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
  Path extends string = string,
> {
  method: M;
  path: Path;
  access: Access;
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Multipart calls (file uploads) are validated by their handler, not by a JSON body schema. */
  multipart?: boolean;
  /**
   * A call answering a document, not JSON (the order PDFs, the caster's STL and 3MF): its media type.
   * Its `response` is then a file schema (`z.file().mime(...)`), the handler answers a `File` (bytes,
   * name and type), and route() sends it as an attachment under that name, never cached by a shared cache.
   */
  produces?: 'application/pdf' | 'model/stl' | 'model/3mf';
}

export function endpoint<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  M extends Method = Method,
  Path extends string = string,
>(e: Endpoint<B, Q, P, R, M, Path>): Endpoint<B, Q, P, R, M, Path> {
  return e;
}

/** Every error the API answers has this shape: a sentence a person can read. */
// Loose: some refusals carry a flag the client reads (needsEmailConfirmation on login).
export const ErrorResponse = z.looseObject({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
