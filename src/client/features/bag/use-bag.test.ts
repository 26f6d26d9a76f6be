import { describe, expect, it } from 'vitest';
import type { Design } from '@shared/contracts/designs';
import { bagTotals } from '@shared/bag-totals';
import type { GuestLine } from './guest-bag';
import { guestBagLines } from './use-bag';

// A guest's bag as the bag page shows it (useBag's guest half): priced in the browser by the shared rules.
const design = (id: string, price: number): Design => ({
  id, name: `Piece ${id}`, description: '', imageUrl: `/uploads/designs/${id}/gold.svg`, silverImageUrl: null, imagePngUrl: null, silverImagePngUrl: null,
  price, goldPrice: price, silverPrice: Math.round(price * 0.65), category: 'pets-animals', engraving: id === 'a' ? 'Luna' : null, form: 'charm',
  width: 18, height: 22, weight: '3.2', silverWeight: '1.73', material: 'Yellow Gold', style: 'None', finish: 'Polished',
  averageRating: null, reviewCount: 0, parentId: null, version: 1, createdAt: '2026-11-26T00:00:00.000Z',
});
const line = (id: string, designId: string, quantity: number, material: string, addedAt: number): GuestLine => ({ id, designId, quantity, customizations: { material }, addedAt });

describe("a guest's bag", () => {
  it('lists lines in the order they were added, each priced in its metal: silver at 65% of the gold price', () => {
    const lines = guestBagLines(
      [line('2', 'b', 2, 'sterling-silver', 20), line('1', 'a', 1, '14k-gold', 10)],
      [design('a', 480), design('b', 300)],
    );
    expect(lines.map((l) => [l.id, l.material, l.unitPrice, l.lineTotal])).toEqual([['1', '14k-gold', 480, 480], ['2', 'sterling-silver', 195, 390]]);
    expect(lines[0].design).toMatchObject({ id: 'a', name: 'Piece a', engraving: 'Luna', price: 480 });
    expect(bagTotals(lines)).toMatchObject({ count: 3, subtotal: 870, total: 870 });
  });

  it('prices a line whose design has not arrived (or has no price) at the default, and an unknown metal as gold', () => {
    const [waiting] = guestBagLines([line('1', 'gone', 1, 'platinum', 1)], []);
    expect([waiting.design, waiting.material, waiting.unitPrice]).toEqual([null, '14k-gold', 299]);
  });
});
