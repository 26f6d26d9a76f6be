// Issue 24, point 2: the bag summary a customer sees and the amount charged come from one rule, for
// any bag: a guest's bag priced in the browser from the designs the API answers (shared unitPrice and
// bagTotals, as useBag does) totals exactly what the checkout charges for the same lines (priceLines).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { bagTotals, lineTotal, toCents, unitPrice } from '@shared/pricing';
import { normaliseMaterial } from '@shared/materials';
import type { Design } from '@shared/contracts/designs';
import { priceLines } from '../../src/server/features/checkout/price-lines';
import { request } from '../helpers/api';
import { createDesign } from '../factories';
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
