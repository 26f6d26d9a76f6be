/**
 * The packing slip of a checkout, for the desk (issue 26, point 4): the order number, where it goes,
 * every piece with its metal, engraving and quantity, and the gift note with its recipient. No
 * prices anywhere: it travels in the box, and a gift's box goes to someone who did not pay.
 */
import { materialLabel } from '@shared/materials';
import { documentDate } from './dates';
import { CONTENT_WIDTH, facts, fileSlug, header, note, paragraph, renderPdf, table, type DocumentShop } from './pdf';
import type { CheckoutRecord } from './records';

export const packingSlipFileName = (shop: DocumentShop, record: CheckoutRecord) => `${fileSlug(shop.shopName)}-packing-slip-${record.checkoutNumber}.pdf`;

type Address = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The lines of an address as the checkout stored it: Stripe's billing details ({ name, address:
 * { line1, line2, city, state, postal_code, country } }) or a flat address with the same fields.
 */
export function addressLines(stored: Address | null | undefined, fallbackName: string): string[] {
  if (!stored) return [fallbackName, 'Address not recorded'];
  const address = (stored.address && typeof stored.address === 'object' ? stored.address : stored) as Address;
  const cityLine = [str(address.city), [str(address.state), str(address.postal_code) ?? str(address.zipCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [str(stored.name) ?? fallbackName, str(address.line1), str(address.line2), cityLine || null, str(address.country)].filter((l): l is string => l !== null);
}

export function packingSlipPdf(shop: DocumentShop, record: CheckoutRecord): Promise<Buffer> {
  const { payment, pieces } = record;
  const shipTo = addressLines(pieces[0].shippingAddress ?? payment.billing, payment.customerName);
  return renderPdf({ title: `Packing Slip ${record.checkoutNumber}`, shop }, (doc) => {
    header(doc, shop, 'Packing Slip', [`Order ${record.checkoutNumber}`, `Placed ${documentDate(record.paidAt)}`]);
    facts(doc, [
      ['Ship to', shipTo.join('\n')],
      ['Order', record.checkoutNumber],
      ['Pieces', String(pieces.reduce((sum, p) => sum + p.quantity, 0))],
    ]);
    if (payment.isGift) {
      note(doc, payment.giftRecipient ? `Gift for ${payment.giftRecipient}` : 'Gift', [payment.giftMessage?.trim() || 'No message: pack it as a gift.']);
    }
    doc.y += 4;
    table(doc, [
      { title: 'Piece', width: CONTENT_WIDTH - 220 },
      { title: 'Line', width: 100 },
      { title: 'Qty', width: 50, align: 'right' },
      { title: 'Packed', width: 70, align: 'right' },
    ], pieces.map((p) => [
      [p.designName, materialLabel(p.material), ...(p.engraving ? [`Engraved “${p.engraving}”`] : [])],
      [p.orderNumber],
      [String(p.quantity)],
      ['[   ]'],
    ]));
    doc.y += 12;
    paragraph(doc, payment.isGift
      ? 'A gift: leave out anything that shows a price, and place the printed note on top of the pieces.'
      : `Thank you for your order. Questions? Write to ${shop.supportEmail} with the order number ${record.checkoutNumber}.`);
  });
}
