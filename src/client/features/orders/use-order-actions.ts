import { adminMessages } from '@shared/messages/orders';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useUpdateNotes } from './api/update-notes';
import { useUpdateShipping } from './api/update-shipping';
import { useUpdateStatus } from './api/update-status';

function failed(error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title: adminMessages.errorTitle, description: readableError(error, fallback) });
}

/** The desk's three writes with the spec's toasts (section 8); each answered order goes into the desk's cached pages (./api/admin-orders.ts). */
export function useOrderActions() {
  const ship = useUpdateShipping({
    onSuccess: () => toast(adminMessages.toast.shipping),
    onError: (error) => failed(error, adminMessages.failure.shipping),
  });
  const notes = useUpdateNotes({
    onSuccess: () => toast(adminMessages.toast.notes),
    onError: (error) => failed(error, adminMessages.failure.notes),
  });
  const status = useUpdateStatus({
    onSuccess: () => toast(adminMessages.toast.status),
    onError: (error) => failed(error, adminMessages.failure.status),
  });
  return { ship, notes, status };
}
