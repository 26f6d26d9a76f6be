import { useMutation } from '@tanstack/react-query';
import { adminMessages } from '@shared/messages/orders';
import type { Carrier, ProductionStatus } from '@shared/options';
import { toast } from '../../components/ui/toast';
import { queryClient, readableError } from '../../lib/query-client';
import { ADMIN_ORDERS_KEY, saveOrderNotes, setOrderStatus, shipOrder, type AdminOrder, type AdminOrderList } from './orders-api';

/** Puts the changed order into every cached page of the desk, then refreshes them. */
function settle(order: AdminOrder): void {
  queryClient.setQueriesData<AdminOrderList>({ queryKey: ADMIN_ORDERS_KEY }, (list) =>
    list ? { ...list, orders: list.orders.map((o) => (o.id === order.id ? order : o)) } : list,
  );
  void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
}

function failed(error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title: adminMessages.errorTitle, description: readableError(error, fallback) });
}

/** The desk's three writes with the spec's toasts (section 8). */
export function useOrderActions() {
  const ship = useMutation({
    mutationFn: ({ id, carrier, trackingNumber }: { id: string; carrier: Carrier; trackingNumber: string }) => shipOrder(id, { carrier, trackingNumber }),
    onSuccess: (order) => {
      settle(order);
      toast(adminMessages.toast.shipping);
    },
    onError: (error) => failed(error, adminMessages.failure.shipping),
  });
  const notes = useMutation({
    mutationFn: ({ id, notes: text }: { id: string; notes: string }) => saveOrderNotes(id, text),
    onSuccess: (order) => {
      settle(order);
      toast(adminMessages.toast.notes);
    },
    onError: (error) => failed(error, adminMessages.failure.notes),
  });
  const status = useMutation({
    mutationFn: ({ id, status: next }: { id: string; status: ProductionStatus }) => setOrderStatus(id, next),
    onSuccess: (order) => {
      settle(order);
      toast(adminMessages.toast.status);
    },
    onError: (error) => failed(error, adminMessages.failure.status),
  });
  return { ship, notes, status };
}
