/**
 * The receipt of a checkout (issue 26, point 4): the shop and its address, the order number, each
 * piece with its metal and engraving, quantity and price; the subtotal, the promo code's discount
 * when there was one, shipping and tax, the total charged and the day it was paid; 'Gift for ...'
 * for a gift. No name, address or email of the customer: the same receipt opens from the order's
 * signed link, which shows nothing personal (docs/orders.md).
 */
import { materialLabel } from '@shared/materials';
import { formatPrice, fromCents } from '@shared/pricing';
import { documentDate } from './dates';
import { CONTENT_WIDTH, GRAPHITE, PAGE, facts, fileSlug, header, note, paragraph, renderPdf, table, totals, type DocumentShop } from './pdf';
import type { CheckoutRecord } from './records';

const money = (cents: number) => formatPrice(fromCents(cents));

export const receiptFileName = (shop: DocumentShop, record: CheckoutRecord) => `${fileSlug(shop.shopName)}-receipt-${record.checkoutNumber}.pdf`;

export function receiptPdf(shop: DocumentShop, record: CheckoutRecord): Promise<Buffer> {
  const { payment, pieces } = record;
  const title = 'Receipt';
  return renderPdf({ title: `${title} ${record.checkoutNumber}`, shop }, (doc) => {
    header(doc, shop, title, [`Order ${record.checkoutNumber}`, `Paid ${documentDate(record.paidAt)}`]);
    facts(doc, [
      ['Sold by', [shop.shopName, ...shop.shopAddress].join('\n')],
      ['Order', record.checkoutNumber],
      ['Paid', documentDate(record.paidAt)],
    ]);
    if (payment.isGift) note(doc, 'Gift', [payment.giftRecipient ? `Gift for ${payment.giftRecipient}` : 'This order is a gift.']);
    doc.y += 4;
    const unitWidth = 80;
    const amountWidth = 80;
    const qtyWidth = 40;
    table(doc, [
      { title: 'Piece', width: CONTENT_WIDTH - unitWidth - amountWidth - qtyWidth },
      { title: 'Qty', width: qtyWidth, align: 'right' },
      { title: 'Unit price', width: unitWidth, align: 'right' },
      { title: 'Amount', width: amountWidth, align: 'right' },
    ], pieces.map((p) => [
      [p.designName, materialLabel(p.material), ...(p.engraving ? [`Engraved “${p.engraving}”`] : [])],
      [String(p.quantity)],
      [money(p.unitPriceCents)],
      [money(p.totalPriceCents)],
    ]));
    const subtotal = payment.subtotalCents ?? pieces.reduce((sum, p) => sum + p.totalPriceCents, 0);
    totals(doc, [
      { name: 'Subtotal', amount: money(subtotal) },
      ...(payment.discountCents > 0 ? [{ name: payment.promoCode ? `Discount (${payment.promoCode})` : 'Discount', amount: money(-payment.discountCents) }] : []),
      { name: 'Shipping', amount: 'Free' },
      { name: 'Tax', amount: money(0) },
      { name: 'Total charged', amount: money(payment.amountCents), strong: true },
    ]);
    doc.y += 18;
    paragraph(doc, `Paid in full by card on ${documentDate(record.paidAt)}. Every piece is cast to order in solid metal and ships free, insured and tracked.`, { color: GRAPHITE });
    paragraph(doc, `Questions about this order? Write to ${shop.supportEmail} with the order number ${record.checkoutNumber}.`, { color: GRAPHITE });
    doc.x = PAGE.margin;
  });
}
