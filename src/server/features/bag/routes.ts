import * as contract from '@shared/contracts/bag';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { addToBag } from './add-to-bag';
import { loadBag } from './bag-view';
import { mergeGuestBag } from './merge-guest-bag';
import { clearBag, removeBagLine } from './remove-bag-lines';
import { updateBagLine } from './update-bag-line';

export function bagRoutes(app: App) {
  const db = app.ctx.database.db;
  route(app, contract.getBag, ({ caller }) => loadBag(db, caller.id), { keptWhileBagUnchanged: true });
  route(app, contract.addToBag, ({ caller, body }) => addToBag(db, caller.id, body));
  route(app, contract.updateBagLine, ({ caller, params, body }) => updateBagLine(db, caller.id, params.itemId, body.quantity));
  route(app, contract.removeBagLine, ({ caller, params }) => removeBagLine(db, caller.id, params.itemId));
  route(app, contract.clearBag, ({ caller }) => clearBag(db, caller.id));
  route(app, contract.mergeBag, ({ caller, body }) => mergeGuestBag(db, caller.id, body.items));
}
