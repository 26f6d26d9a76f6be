import { adminMessages } from '@shared/messages/orders';
import { ActionHistory } from '../features/admin/action-history';
import { OrderDesk } from '../features/orders/order-desk';
import { AdminArea } from '../shell/admin-area';

/** Admin Orders (spec 02 'Admin Orders'): the order desk, in the admin area (the server enforces who may use it), each order with its history. */
export default function AdminOrdersPage() {
  return (
    <AdminArea section="orders" title={adminMessages.heading} lead={adminMessages.adminOnlyLead}>
      <OrderDesk history={(orderId) => <ActionHistory kind="order" id={orderId} />} />
    </AdminArea>
  );
}
