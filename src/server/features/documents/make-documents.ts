/**
 * The order documents as the routes answer them (issue 26, point 4): each a File (the PDF's bytes,
 * its name, application/pdf) that route() sends as an attachment. Who may ask is access.ts's.
 */
import { hasShipped } from '@shared/timeline';
import { ordersMessages } from '@shared/messages';
import type { AppContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { certificateFileName, certificatePdf } from './certificate';
import { packingSlipFileName, packingSlipPdf } from './packing-slip';
import { piecePicture } from './picture';
import { productionSheetFileName, productionSheetPdf } from './production-sheet';
import { receiptFileName, receiptPdf } from './receipt';
import { designsOf, type CheckoutRecord, type OrderRow } from './records';

type Deps = Pick<AppContext, 'config' | 'database' | 'storage'>;

const pdfFile = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

export async function receiptFile({ config }: Deps, record: CheckoutRecord): Promise<File> {
  return pdfFile(await receiptPdf(config, record), receiptFileName(config, record));
}

export async function packingSlipFile({ config }: Deps, record: CheckoutRecord): Promise<File> {
  return pdfFile(await packingSlipPdf(config, record), packingSlipFileName(config, record));
}

/** A piece's certificate: only once it has shipped (409 before: it certifies the piece that left the bench). */
export async function certificateFile({ config, database, storage }: Deps, record: CheckoutRecord, piece: OrderRow): Promise<File> {
  if (!hasShipped(piece)) throw conflict(ordersMessages.certificateNotYet);
  const [designs, picture] = await Promise.all([designsOf(database.db, [piece]), piecePicture(storage, piece.designImageUrl)]);
  const bytes = await certificatePdf(config, { record, piece, design: piece.designId ? designs.get(piece.designId) : undefined, picture });
  return pdfFile(bytes, certificateFileName(config, piece));
}

export async function productionSheetFile({ config, database, storage }: Deps, record: CheckoutRecord, piece: OrderRow): Promise<File> {
  const [designs, picture] = await Promise.all([designsOf(database.db, [piece]), piecePicture(storage, piece.designImageUrl)]);
  const bytes = await productionSheetPdf(config, { record, piece, design: piece.designId ? designs.get(piece.designId) : undefined, picture });
  return pdfFile(bytes, productionSheetFileName(config, piece));
}

/** The piece a signed link's certificate names: its place in the order, 1 for the first. */
export function pieceAt(record: CheckoutRecord, place: number): OrderRow {
  const piece = record.pieces[place - 1];
  if (!piece) throw notFound(ordersMessages.orderNotFound);
  return piece;
}
