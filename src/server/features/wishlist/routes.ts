import * as contract from '@shared/contracts/wishlist';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { addToWishlist, removeFromWishlist } from './change-wishlist';
import { loadWishlist } from './wishlist-view';

export function wishlistRoutes(app: App) {
  const db = app.ctx.database.db;
  route(app, contract.getWishlist, ({ caller }) => loadWishlist(db, caller.id));
  route(app, contract.addToWishlist, ({ caller, body }) => addToWishlist(db, caller.id, body.designId));
  route(app, contract.removeFromWishlist, ({ caller, params }) => removeFromWishlist(db, caller.id, params.wishlistItemId));
}
