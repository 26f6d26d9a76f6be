import { useOnDemand } from '../../lib/use-on-demand';
import { useToasts } from './use-toasts';

/**
 * Toasts (spec 01, sections 4 and 9): call `toast({ title, description, variant, duration })` from
 * anywhere; mount `<Toaster />` once. At most one shows at a time, 5000 ms by default; destructive
 * ones in danger red; bottom right on desktop, top on phones. Radix Toast loads with the first one.
 */
export { toast, dismissToast, TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../../lib/toast-store';
export type { ToastInput, ToastVariant } from '../../lib/toast-store';
export { useToasts } from './use-toasts';

const loadViewport = () => import('./toast-viewport');

export function Toaster() {
  const notices = useToasts();
  const ToastViewport = useOnDemand(loadViewport, notices.length > 0);
  return ToastViewport ? <ToastViewport /> : null;
}
