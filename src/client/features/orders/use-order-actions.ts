import { adminMessages } from '@shared/messages/orders';
import { toast } from '../../components/ui/toast';
import { readableError } from '../../lib/api';
import { useUpdateNotes } from './api/update-notes';
import { useUpdateShipping } from './api/update-shipping';
import { useUpdateStatus } from './api/update-status';
import { useMarkDelivered } from './api/mark-delivered';

type Write = keyof typeof adminMessages.toast & keyof typeof adminMessages.failure;

/** A write's toasts: the spec's notice once it is done, else what failed with the server's reason. */
const toasts = (write: Write) => ({
  onSuccess: () => toast(adminMessages.toast[write]),
  onError: (error: unknown) => toast({ variant: 'destructive', title: adminMessages.errorTitle, description: readableError(error, adminMessages.failure[write]) }),
});

/** The desk's writes with the spec's toasts (section 8) and Mark delivered's (issue 26); each answered order goes into the desk's cached pages (./api/admin-orders.ts). */
export function useOrderActions() {
  return {
    ship: useUpdateShipping(toasts('shipping')),
    notes: useUpdateNotes(toasts('notes')),
    status: useUpdateStatus(toasts('status')),
    delivered: useMarkDelivered(toasts('delivered')),
  };
}
