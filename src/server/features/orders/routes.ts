import * as contract from '@shared/contracts/orders';
import { ordersMessages } from '@shared/messages';
import type { App } from '../../http/context';
import { HttpError } from '../../http/errors';
import { createLimiter } from '../../http/rate-limits';
import { route } from '../../http/route';
import { afterAnswer, whenIdle } from '../auth/after-answer';
import { normaliseEmail } from '../auth/passwords';
import { documentRoutes } from '../documents/routes';
import type { FulfilDeps } from './fulfil-payment';
import { listAdminOrders, listUserOrders } from './list-orders';
import { resendOrderLinks } from './resend-order-links';
import { trackOrder } from './track-order';
import { markDelivered, updateNotes, updateShipping, updateStatus } from './update-order';
import { verifyPaymentIntent, verifySession } from './verify-payment';

export function orderRoutes(app: App) {
  const { database, config, payments } = app.ctx;
  const db = database.db;
  const limit = createLimiter(app);
  app.addHook('onClose', whenIdle);
  const deps = (): FulfilDeps => {
    if (!payments) throw new HttpError(503, 'Card payments are not available just now.');
    return { db, config, payments };
  };

  route(app, contract.verifyPaymentIntent, ({ params }) => verifyPaymentIntent(deps(), params.paymentIntentId));
  route(app, contract.verifySession, ({ query }) => verifySession(deps(), query.session_id));
  route(app, contract.userOrders, ({ caller }) => listUserOrders(db, caller, config.productionPiecesPerWeek));
  route(app, contract.adminOrders, ({ query }) => listAdminOrders(db, query));
  route(app, contract.updateShipping, ({ params, body, caller }) => updateShipping(db, config, caller, params.orderId, body));
  route(app, contract.updateNotes, ({ params, body, caller }) => updateNotes(db, caller, params.orderId, body.notes));
  route(app, contract.updateStatus, ({ params, body, caller }) => updateStatus(db, config, caller, params.orderId, body.status));
  route(app, contract.markDelivered, ({ params, caller }) => markDelivered(db, config, caller, params.orderId));
  route(app, contract.trackOrder, ({ params }) => trackOrder(db, config, params.token));
  route(app, contract.resendTrackingLinks, async ({ body, req }) => {
    const email = normaliseEmail(body.email);
    await limit(req, 'orderLinksPerIp');
    await limit(req, 'orderLinksPerAddress', email);
    // Answered before the address is looked up, as forgot-password is: its orders cost no visible time.
    afterAnswer(req.log, 'order-links', () => resendOrderLinks(db, config, email));
    return { success: true as const, message: ordersMessages.resendSent };
  });
  // The order's documents (features/documents): registered with the order calls they belong to.
  documentRoutes(app);
}
