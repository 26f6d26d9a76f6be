// Issue 24, point 2: the bag summary a customer sees and the amount charged come from one rule, for
// any bag: a guest's bag priced in the browser from the designs the API answers (shared unitPrice and
// bagTotals, as useBag does) totals exactly what the checkout charges for the same lines (priceLines).
// Issue 26, point 1: with any promo code too (kind, amount, metal, minimum): the summary the bag shows
// with the code's terms, the code check's answer and the amount the payment intent charges agree, or
// the code is refused by both with nothing charged.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIN_CHARGE, bagTotals, promoMiss, type PromoTerms } from '@shared/bag-totals';
import { lineTotal, toCents, unitPrice } from '@shared/pricing';
import { normaliseMaterial } from '@shared/materials';
import type { Design } from '@shared/contracts/designs';
import { priceLines } from '../../src/server/features/checkout/price-lines';
import { request } from '../helpers/api';
import { createDesign, createPromoCode } from '../factories';
import { shopForTests } from '../helpers/test-app';

const shop = shopForTests();
let designs: Design[] = [];

beforeAll(async () => {
  // Prices a shop really has (whole dollars, odd ones for the silver rounding) and one with none (charged 299).
  const cents = [29_900, 48_000, 12_345 * 100, 99_900, 100, null];
  const made = [];
  for (const priceCents of cents) made.push(await createDesign(shop.database.db, { priceCents, name: `Piece ${priceCents}` }));
  const res = await request(shop, 'GET', `/api/designs?ids=${made.map((d) => d.id).join(',')}`);
  designs = res.json().designs;
});

// Every spelling the checkout contract accepts, and none (gold).
const MATERIALS = ['14k-gold', 'sterling-silver', '.925 Silver', undefined] as const;

describe('the bag summary and the charge', () => {
  it('are the same for any bag', async () => {
    const bag = fc.array(fc.record({ design: fc.nat({ max: 5 }), quantity: fc.integer({ min: 1, max: 10 }), material: fc.constantFrom(...MATERIALS) }), { minLength: 1, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(bag, async (lines) => {
        const asked = lines.map((l) => ({ designId: designs[l.design].id, quantity: l.quantity, ...(l.material ? { customizations: { material: l.material } } : {}) }));
        // What the bag page shows a guest: each line from the design the API answered.
        const shown = bagTotals(lines.map((l) => ({ quantity: l.quantity, unitPrice: unitPrice(designs[l.design].price, normaliseMaterial(l.material)) })));
        const charged = await priceLines(shop.database.db, asked);
        expect(charged.amountCents).toBe(toCents(shown.total));
        for (const [i, line] of charged.lines.entries()) {
          expect(line.lineCents).toBe(toCents(lineTotal(unitPrice(designs[lines[i].design].price, normaliseMaterial(lines[i].material)), lines[i].quantity)));
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the bag summary and the charge with a promo code', () => {
  const terms = fc.record({
    kind: fc.constantFrom('percent' as const, 'fixed' as const),
    amount: fc.integer({ min: 1, max: 100 }),
    fixedAmount: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 500, max: 100_000 })),
    materials: fc.constantFrom('any' as const, 'gold' as const, 'silver' as const),
    minSubtotal: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5000 })),
  }).map(({ fixedAmount, ...t }): PromoTerms => ({ ...t, amount: t.kind === 'fixed' ? fixedAmount : t.amount }));
  const bag = fc.array(fc.record({ design: fc.nat({ max: 5 }), quantity: fc.integer({ min: 1, max: 10 }), material: fc.constantFrom(...MATERIALS) }), { minLength: 1, maxLength: 8 });
  let n = 0;

  it('agree for any code, lines and metals, and never charge below $1', async () => {
    await fc.assert(
      fc.asyncProperty(terms, bag, async (promo, lines) => {
        const code = `PROP${n++}`;
        await createPromoCode(shop.database.db, {
          code, kind: promo.kind, amount: promo.kind === 'fixed' ? promo.amount * 100 : promo.amount, minSubtotalCents: promo.minSubtotal * 100,
          materials: promo.materials, perCustomerLimit: null,
        });
        const asked = lines.map((l) => ({ designId: designs[l.design].id, quantity: l.quantity, ...(l.material ? { customizations: { material: l.material } } : {}) }));
        const shownLines = lines.map((l) => ({ quantity: l.quantity, unitPrice: unitPrice(designs[l.design].price, normaliseMaterial(l.material)), material: normaliseMaterial(l.material) }));
        const shown = bagTotals(shownLines, promo);
        const checked = await request(shop, 'POST', '/api/promo-codes/check', { body: { code, cartItems: asked } });
        const intent = await request(shop, 'POST', '/api/create-payment-intent', {
          body: { amount: shown.total, promoCode: code.toLowerCase(), metadata: { cartItems: asked, customerEmail: `prop${n}@example.com`, customerName: 'Prop Test' } },
        });
        if (promoMiss(shownLines, promo) !== null) {
          // The bag does not meet the code's terms: both refuse it (422) and the summary shows no discount.
          expect(shown.discount).toBe(0);
          expect([checked.statusCode, intent.statusCode]).toEqual([422, 422]);
          return;
        }
        expect(checked.statusCode, checked.body).toBe(200);
        expect(intent.statusCode, intent.body).toBe(200);
        expect(checked.json()).toMatchObject({ subtotal: shown.subtotal, discount: shown.discount, total: shown.total });
        expect(intent.json()).toMatchObject({ amount: shown.total, subtotal: shown.subtotal, discount: shown.discount });
        expect(Number.isInteger(shown.discount)).toBe(true);
        expect(shown.discount).toBeGreaterThanOrEqual(0);
        expect(shown.total).toBe(shown.subtotal - shown.discount);
        expect(shown.total).toBeGreaterThanOrEqual(Math.min(MIN_CHARGE, shown.subtotal));
        // The charge never takes off more than the covered lines cost.
        const covered = shownLines.filter((l) => promo.materials === 'any' || (l.material === 'sterling-silver') === (promo.materials === 'silver'));
        expect(shown.discount).toBeLessThanOrEqual(bagTotals(covered).subtotal);
      }),
      { numRuns: 100 },
    );
  });
});
