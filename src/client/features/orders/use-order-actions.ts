import { adminMessages } from '@shared/messages/orders';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useUpdateNotes } from './api/update-notes';
import { useUpdateShipping } from './api/update-shipping';
import { useUpdateStatus } from './api/update-status';
import { useMarkDelivered } from './api/mark-delivered';

function failed(error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title: adminMessages.errorTitle, description: readableError(error, fallback) });
}

/** The desk's writes with the spec's toasts (section 8) and Mark delivered's (issue 26); each answered order goes into the desk's cached pages (./api/admin-orders.ts). */
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
  const delivered = useMarkDelivered({
    onSuccess: () => toast(adminMessages.toast.delivered),
    onError: (error) => failed(error, adminMessages.failure.delivered),
  });
  return { ship, notes, status, delivered };
}
