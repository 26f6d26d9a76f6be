import type { z } from 'zod';
import type { CheckPromoCodeBody, CheckPromoCodeResponse } from '@shared/contracts/promotions';
import { describePromo } from '@shared/messages';
import { bagTotals } from '@shared/bag-totals';
import type { Db } from '../../db/client';
import type { Caller } from '../../http/auth';
import { normaliseEmail } from '../auth/passwords';
import { priceLines, sharedLines } from '../checkout/price-lines';
import { checkCode, countUses, findPromoCode, termsOf } from './promo-rules';

/**
 * The bag's and the checkout's check of a code (POST /api/promo-codes/check): the discount on these
 * lines by the shared pricing rule, or the refusal the payment would meet. Reserves nothing; the
 * payment itself checks again under the code's lock (reservations.ts).
 */
export async function checkPromoCode(db: Db, body: z.output<typeof CheckPromoCodeBody>, caller: Caller | null, now = new Date()): Promise<CheckPromoCodeResponse> {
  const row = await findPromoCode(db, body.code);
  const { lines } = await priceLines(db, body.cartItems);
  const shared = sharedLines(lines);
  const email = body.customerEmail ? normaliseEmail(body.customerEmail) : caller ? normaliseEmail(caller.email) : null;
  checkCode(row, await countUses(db, row.id, { email, userId: caller?.id ?? null }, now), shared, now);
  const terms = termsOf(row);
  const totals = bagTotals(shared, terms);
  return { code: row.code, description: describePromo(terms), terms, subtotal: totals.subtotal, discount: totals.discount, total: totals.total };
}
