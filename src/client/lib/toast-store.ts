import type { ReactNode } from 'react';

/**
 * The notice store (spec 01, sections 3, 4 and 9): at most one toast shown at a time, 5000 ms by
 * default, a dismissed toast removed from memory after 1,000,000 ms.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; 5000 when omitted. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastNotice extends ToastInput {
  id: string;
  open: boolean;
}

let notices: ToastNotice[] = [];
let counter = 0;
const listeners = new Set<(state: ToastNotice[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(): void {
  for (const listener of listeners) listener(notices);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      notices = notices.filter((n) => n.id !== id);
      emit();
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or all when no id is given; they leave memory after the removal delay. */
export function dismissToast(id?: string): void {
  notices = notices.map((n) => {
    if (id === undefined || n.id === id) {
      scheduleRemoval(n.id);
      return { ...n, open: false };
    }
    return n;
  });
  emit();
}

/** Shows a notice: `toast({ title, description, variant: 'destructive', duration })`. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  notices = [{ ...input, id, open: true }, ...notices].slice(0, TOAST_LIMIT);
  emit();
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => {
      notices = notices.map((n) => (n.id === id ? { ...n, ...next } : n));
      emit();
    },
  };
}

export function subscribeToasts(listener: (state: ToastNotice[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastNotice[] {
  return notices;
}
