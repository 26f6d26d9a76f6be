import * as contract from '@shared/contracts/orders';
import type { App } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import type { FulfilDeps } from './fulfil-payment';
import { listAdminOrders, listUserOrders } from './list-orders';
import { updateNotes, updateShipping, updateStatus } from './update-order';
import { verifyPaymentIntent, verifySession } from './verify-payment';

export function orderRoutes(app: App) {
  const { database, config, payments } = app.ctx;
  const db = database.db;
  const deps = (): FulfilDeps => {
    if (!payments) throw new HttpError(503, 'Card payments are not available just now.');
    return { db, config, payments };
  };

  route(app, contract.verifyPaymentIntent, ({ params }) => verifyPaymentIntent(deps(), params.paymentIntentId));
  route(app, contract.verifySession, ({ query }) => verifySession(deps(), query.session_id));
  route(app, contract.userOrders, ({ caller }) => listUserOrders(db, caller));
  route(app, contract.adminOrders, ({ query }) => listAdminOrders(db, query));
  route(app, contract.updateShipping, ({ params, body }) => updateShipping(db, config, params.orderId, body));
  route(app, contract.updateNotes, ({ params, body }) => updateNotes(db, params.orderId, body.notes));
  route(app, contract.updateStatus, ({ params, body }) => updateStatus(db, config, params.orderId, body.status));
}
