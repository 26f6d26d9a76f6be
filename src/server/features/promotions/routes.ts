import * as contract from '@shared/contracts/promotions';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { createPromoCode, listPromoCodes, setPromoCodeActive } from './admin-promo-codes';
import { checkPromoCode } from './check-promo-code';

export function promotionRoutes(app: App) {
  const { db } = app.ctx.database;

  route(app, contract.checkPromoCode, async ({ body, optionalCaller }) => checkPromoCode(db, body, await optionalCaller()), { rateLimit: 'promoChecksPerIp' });
  route(app, contract.adminPromoCodes, () => listPromoCodes(db));
  route(app, contract.createPromoCode, ({ body, caller }) => createPromoCode(db, body, caller));
  route(app, contract.updatePromoCode, ({ params, body, caller }) => setPromoCodeActive(db, caller, params.id, body.active));
}
