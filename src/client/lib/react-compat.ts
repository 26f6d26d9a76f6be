/**
 * What `react` resolves to in the client build (vite.config.ts, decision 0008): preact/compat, with
 * one fix. Preact's useId counts per render root, and every portal (dialogs, toasts, tooltips) is a
 * root of its own, so a dialog's fields got the same ids as the page's ('P0-3' twice) and a label
 * could name another page's control. Ids here come from one counter for the whole document.
 */
import { useState } from 'preact/hooks';

// @ts-expect-error preact/compat's types are written `export =` (for React's typings); the module is ESM.
export * from 'preact/compat';
export { default } from 'preact/compat';

let last = 0;

export function useId(): string {
  return useState(() => `_a${(last += 1).toString(36)}_`)[0];
}

// React 19's `use` and `useOptimistic`, which preact/compat lacks: React Router feature-detects both
// (`React.use`, `React.useOptimistic`) and falls back when they are undefined; saying so here tells
// the bundler the missing export is meant.
export const use = undefined;
export const useOptimistic = undefined;
