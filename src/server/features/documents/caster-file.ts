/**
 * The caster's files of a piece (issue 25, point 5): its design's model for the printer, binary STL
 * or 3MF in millimetres, made on demand (features/models/model-file.ts) and named for the piece's
 * line. The order's metal does not change the model: gold and silver are cast from the same wax.
 * Only the desk asks (the routes are admin-only).
 */
import { adminMessages } from '@shared/messages';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { designModelFile, type CasterFormat } from '../models/model-file';
import { fileSlug, type DocumentShop } from './pdf';
import type { OrderRow } from './records';

type Deps = Pick<AppContext, 'config' | 'database'>;

/** 'aurum-atelier-model-AU-10234-1.stl', as the production sheet of the same line is named. */
export const casterFileName = (shop: DocumentShop, piece: OrderRow, format: CasterFormat) => `${fileSlug(shop.shopName)}-model-${piece.orderNumber}.${format}`;

export async function casterFile({ config, database }: Deps, piece: OrderRow, format: CasterFormat): Promise<File> {
  if (!piece.designId) throw notFound(adminMessages.modelMissing);
  const file = await designModelFile(database.db, piece.designId, format, config.pricing);
  return new File([new Uint8Array(file.bytes)], casterFileName(config, piece, format), { type: file.contentType });
}
