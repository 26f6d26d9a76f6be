import * as contract from '@shared/contracts/inbox';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { readInboxItem } from './item-view';
import { listInbox } from './list-inbox';
import { readPublicOffer } from './offer-checkout';
import { offerPrice } from './offer-price';
import { replyToItem } from './reply';
import { setItemStatus } from './set-status';

/** The inbox (issue 27, point 2): the desk's calls, and the checkout's read of an offer by its link. */
export function inboxRoutes(app: App) {
  const { database, config } = app.ctx;
  const db = database.db;
  route(app, contract.adminInbox, ({ query }) => listInbox(db, query));
  route(app, contract.adminInboxItem, ({ params }) => readInboxItem(db, params.id));
  route(app, contract.replyToInboxItem, ({ params, body, caller }) => replyToItem(db, config, caller, params.id, body));
  route(app, contract.setInboxStatus, ({ params, body, caller }) => setItemStatus(db, caller, params.id, body.status));
  route(app, contract.offerQuotePrice, ({ params, body, caller }) => offerPrice(db, config, caller, params.id, body));
  route(app, contract.getOffer, ({ params }) => readPublicOffer(db, params.token));
}
