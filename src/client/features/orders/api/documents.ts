import * as routes from '@shared/contracts/routes';
import { apiKey } from '../../../lib/api';
import { fetchApiFile } from './fetch-file';
import type { DocumentSource } from '../download-button';

// The order's PDFs (issue 26, point 4): a member's with their bearer token, a signed link's as plain hrefs.

/**
 * A signed link's document URL: a call's key (`apiKey`) is its path cut at its params with each
 * value in its place, so its parts joined with '/' are the path (lib/api.ts says so; the server's
 * preloaded reads rely on it too). apiKey, not apiUrl: the order pages already import it from the
 * entry, which then exports nothing more for them.
 */
const pathOf = (key: readonly unknown[]) => key.join('/');

/** GET /api/orders/:orderId/receipt.pdf: the receipt of the order a piece of the member's belongs to. */
export const memberReceipt = (orderId: string): DocumentSource => ({ fetch: () => fetchApiFile(routes.orderReceipt, { params: { orderId } }) });
/** GET /api/orders/:orderId/certificate.pdf: a shipped piece's certificate. */
export const memberCertificate = (orderId: string): DocumentSource => ({ fetch: () => fetchApiFile(routes.orderCertificate, { params: { orderId } }) });
/** GET /api/orders/track/:token/receipt.pdf: the receipt through the order's signed link. */
export const linkReceipt = (token: string): DocumentSource => ({ href: pathOf(apiKey(routes.trackedReceipt, { params: { token } })) });
/** GET /api/orders/track/:token/pieces/:piece/certificate.pdf: piece n's certificate through the signed link. */
export const linkCertificate = (token: string, piece: number): DocumentSource => ({ href: pathOf(apiKey(routes.trackedCertificate, { params: { token, piece } })) });
/** The desk's: GET /api/orders/:orderId/packing-slip.pdf and /production-sheet.pdf (admin). */
export const packingSlip = (orderId: string): DocumentSource => ({ fetch: () => fetchApiFile(routes.packingSlip, { params: { orderId } }) });
export const productionSheet = (orderId: string): DocumentSource => ({ fetch: () => fetchApiFile(routes.productionSheet, { params: { orderId } }) });
