/**
 * The order documents' calls (issue 26, point 4; contracts/orders.ts): the receipt and the
 * certificates for the customer (a member by bearer token, anyone by the order's signed link, the
 * admin for any order), the packing slip and the production sheet for the desk, and the caster's
 * files of a piece (issue 25, point 5: its model as STL and 3MF).
 */
import * as contract from '@shared/contracts/orders';
import type { App } from '../../http/context';
import { route } from '../../http/route';
import { callersPiece, checkoutOfPiece, trackedCheckout } from './access';
import { casterFile } from './caster-file';
import { certificateFile, packingSlipFile, pieceAt, productionSheetFile, receiptFile } from './make-documents';

export function documentRoutes(app: App) {
  const { ctx } = app;
  const db = ctx.database.db;

  route(app, contract.orderReceipt, async ({ params, caller }) => receiptFile(ctx, await checkoutOfPiece(db, await callersPiece(db, caller, params.orderId))));
  route(app, contract.orderCertificate, async ({ params, caller }) => {
    const piece = await callersPiece(db, caller, params.orderId);
    return certificateFile(ctx, await checkoutOfPiece(db, piece), piece);
  });
  route(app, contract.trackedReceipt, async ({ params }) => receiptFile(ctx, await trackedCheckout(db, ctx.config, params.token)));
  route(app, contract.trackedCertificate, async ({ params }) => {
    const record = await trackedCheckout(db, ctx.config, params.token);
    return certificateFile(ctx, record, pieceAt(record, params.piece));
  });
  // The desk's: admin-only routes, so the admin caller sees any piece.
  route(app, contract.packingSlip, async ({ params, caller }) => packingSlipFile(ctx, await checkoutOfPiece(db, await callersPiece(db, caller, params.orderId))));
  route(app, contract.productionSheet, async ({ params, caller }) => {
    const piece = await callersPiece(db, caller, params.orderId);
    return productionSheetFile(ctx, await checkoutOfPiece(db, piece), piece);
  });
  route(app, contract.orderModelStl, async ({ params, caller }) => casterFile(ctx, await callersPiece(db, caller, params.orderId), 'stl'));
  route(app, contract.orderModel3mf, async ({ params, caller }) => casterFile(ctx, await callersPiece(db, caller, params.orderId), '3mf'));
}
