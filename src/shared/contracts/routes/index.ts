/**
 * The method and path of every API call, as plain data: the contracts (../*.ts) take theirs from
 * here, and the client imports these at run time to build its calls without loading zod into the
 * browser (decision 0008's first-load budget). One export per call, named as its contract. A
 * bundle keeps a whole file of them or none, so the files follow the parts of the client that call
 * them (not the contracts' areas): every page's shell loads session, bag, wishlist and chat, and
 * each page the few it calls. Nothing here may import anything (zod least of all).
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A call's method and Fastify-style path (`:id` for parameters); `multipart` calls send FormData. */
export interface Route<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
  readonly multipart?: boolean;
}

export * from './session';
export * from './auth';
export * from './bag';
export * from './bag-page';
export * from './wishlist';
export * from './catalogue';
export * from './design-lab';
export * from './inquiries';
export * from './checkout';
export * from './promotions';
export * from './saved-address';
export * from './orders';
export * from './chat';
export * from './system';
export * from './admin';
export * from './inbox';
export * from './review-desk';
export * from './catalogue-desk';
