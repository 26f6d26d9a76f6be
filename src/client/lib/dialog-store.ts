import { useSyncExternalStore } from 'react';

/** Every dialog of the shop, by name. */
export type AuthTab = 'login' | 'signup';
/** The metals the 3D view shows (issue 25, point 4). */
export type ModelMetal = 'gold' | 'silver';

export interface DialogProps {
  auth: { tab?: AuthTab; forgot?: boolean; email?: string };
  contact: Record<string, never>;
  quote: { design?: { id?: string | number; name?: string; imageUrl?: string | null; material?: string | null; style?: string | null } };
  ticket: Record<string, never>;
  careers: Record<string, never>;
  about: Record<string, never>;
  'gold-standard': Record<string, never>;
  'one-of-one': Record<string, never>;
  'prompting-guide': Record<string, never>;
  craft: Record<string, never>;
  faq: Record<string, never>;
  returns: Record<string, never>;
  shipping: Record<string, never>;
  privacy: Record<string, never>;
  terms: Record<string, never>;
  /** A piece's castable model (GLB) in 3D; `onMetalChange` tells the page a metal chosen in the view. */
  model: { url: string; name: string; metal: ModelMetal; onMetalChange?: (metal: ModelMetal) => void };
}

export type DialogName = keyof DialogProps;

export const DIALOG_NAMES: readonly DialogName[] = [
  'auth', 'contact', 'quote', 'ticket', 'careers', 'about', 'gold-standard', 'one-of-one', 'prompting-guide', 'craft', 'faq', 'returns', 'shipping', 'privacy', 'terms', 'model',
];

export type OpenDialog = { [N in DialogName]: { name: N; props: DialogProps[N] } }[DialogName];

let current: OpenDialog | null = null;
const listeners = new Set<() => void>();
const closeListeners = new Set<(closed: OpenDialog) => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens a dialog by name, replacing any open one: `openDialog('auth', { tab: 'signup' })`. */
export function openDialog<N extends DialogName>(name: N, ...props: Record<string, never> extends DialogProps[N] ? [props?: DialogProps[N]] : [props: DialogProps[N]]): void {
  current = { name, props: (props[0] ?? {}) as DialogProps[N] } as OpenDialog;
  emit();
}

/** Closes the open dialog (the host then removes the dialog query parameters). */
export function closeDialog(): void {
  const closed = current;
  if (!closed) return;
  current = null;
  emit();
  for (const listener of closeListeners) listener(closed);
}

/** Replaces the open dialog's props (e.g. the auth dialog switching tabs). */
export function updateDialog<N extends DialogName>(name: N, props: DialogProps[N]): void {
  if (current?.name !== name) return;
  current = { name, props } as OpenDialog;
  emit();
}

export function getOpenDialog(): OpenDialog | null {
  return current;
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function onDialogClosed(listener: (closed: OpenDialog) => void): () => void {
  closeListeners.add(listener);
  return () => closeListeners.delete(listener);
}

/** The open dialog, reactive. */
export function useOpenDialog(): OpenDialog | null {
  return useSyncExternalStore(subscribeDialogs, getOpenDialog, getOpenDialog);
}
