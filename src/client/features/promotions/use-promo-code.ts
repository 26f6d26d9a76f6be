import { useCallback, useMemo, useState } from 'react';
import { promoMessages } from '@shared/messages/promotions';
import { bagTotals, promoMiss, type BagTotals, type PricedLine } from '@shared/bag-totals';
import { normalisePromoCode } from '@shared/promotions';
import { readableError } from '../../lib/api';
import { safe } from '../../lib/safe';
import { usePromoCheck, type CheckedLine } from './api/check-promo-code';

/** The code a customer applied, kept for the tab's visit so the bag's code is the checkout's too. */
const STORAGE_KEY = 'aurum-promo-code';
const stored = () => safe(() => sessionStorage.getItem(STORAGE_KEY), null);
const keep = (code: string | null) => safe(() => (code ? sessionStorage.setItem(STORAGE_KEY, code) : sessionStorage.removeItem(STORAGE_KEY)), undefined);

/** A bag line as the code reads it: what the check sends, and the price and metal the summary applies the terms to. */
export type PromoLine = CheckedLine & PricedLine;

/**
 * The promo code of the bag and the checkout (docs/promotions.md): the field's text, the code
 * applied, the server's check of it against the lines (read again when they change), and the bag's
 * totals by the shared rule with the code's terms. A refused code changes nothing: its sentence
 * shows under the field and the totals stay the bag's own.
 */
export function usePromoCode(lines: readonly PromoLine[]) {
  const [code, setCode] = useState<string | null>(stored);
  const [draft, setDraft] = useState(() => code ?? '');
  const [note, setNote] = useState<string | null>(null);
  const check = usePromoCheck(code, lines);

  // The answer kept from before a change of the lines stands in; one for another code never does.
  const answer = code && !check.isError && check.data?.code === code ? check.data : undefined;
  const terms = answer?.terms ?? null;
  // Between a change of the lines and the server's answer the last terms apply, by the same rule.
  const miss = terms ? promoMiss(lines, terms) : null;
  const applied = answer && !miss && !note ? answer : null;
  const totals: BagTotals = useMemo(() => bagTotals(lines, applied ? applied.terms : null), [lines, applied]);
  const refusal = code && check.isError ? readableError(check.error) : null;
  const missed = miss === 'min-subtotal' && terms ? promoMessages.minSubtotal(terms.minSubtotal)
    : miss === 'material' && terms && terms.materials !== 'any' ? promoMessages.metalOnly(terms.materials) : null;

  const apply = useCallback(() => {
    const typed = normalisePromoCode(draft);
    setNote(null);
    if (!typed) {
      setNote(promoMessages.enterCode);
      return;
    }
    setDraft(typed);
    keep(typed);
    if (typed === code) void check.refetch();
    else setCode(typed);
  }, [draft, code, check]);

  const remove = useCallback(() => {
    keep(null);
    setCode(null);
    setDraft('');
    setNote(null);
  }, []);

  /** The payment refused the code (used up meanwhile, already used with this address): say so and pay without it. */
  const refuse = useCallback((message: string) => setNote(message), []);

  return {
    draft,
    setDraft: (text: string) => {
      setDraft(text);
      if (note === promoMessages.enterCode) setNote(null);
    },
    /** The code as applied (upper-case) while it applies to the bag, else null: what the checkout sends. */
    code: applied ? applied.code : null,
    description: applied?.description ?? null,
    totals,
    /** The sentence under the field: a refusal, or why the bag no longer meets the code. */
    error: note ?? refusal ?? missed,
    checking: Boolean(code) && check.isFetching,
    apply,
    remove,
    refuse,
    /** Forgets the code once the order is paid. */
    reset: remove,
  };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
