import { Sparkles, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { promoMessages } from '@shared/messages/promotions';
import { inputClass } from '../../components/form/field-shell';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { PromoCode } from './use-promo-code';

/**
 * The summary's 'Promo code' field (bag and checkout): the code and Apply, or the applied code with
 * what it takes off and Remove; a refusal in danger red under it. Not a form of its own (the
 * checkout's summary sits beside its payment form), so Enter applies by hand.
 */
export function PromoCodeField({ promo, className }: { promo: PromoCode; className?: string }) {
  const id = useId();
  const errorId = `${id}-error`;

  if (promo.code) {
    return (
      <div className={cn('flex items-center justify-between gap-3 border border-gold/50 bg-gold/[0.06] px-4 py-3', className)} data-testid="promo-applied">
        <p className="flex min-w-0 items-center gap-3 font-sans text-sm text-ink">
          <Sparkles size={18} strokeWidth={1.5} aria-hidden className="shrink-0 text-gold-deep" />
          <span className="min-w-0">
            <span className="font-medium tracking-[0.08em] [overflow-wrap:anywhere]">{promo.code}</span>
            {promo.description ? <span className="block text-graphite">{promo.description}</span> : null}
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={promo.remove} className="-mr-2 shrink-0 px-2 text-xs" data-testid="promo-remove">
          <X size={16} strokeWidth={1.5} aria-hidden />
          {promoMessages.remove}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    promo.apply();
  };
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="promo-field">
      <label htmlFor={id} className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
        {promoMessages.field}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={promo.draft}
          onChange={(event) => promo.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? errorId : undefined}
          className={cn(inputClass, 'min-w-0 flex-1 uppercase placeholder:normal-case')}
          data-testid="promo-input"
        />
        <Button variant="secondary" onClick={submit} disabled={promo.checking} aria-busy={promo.checking} className="shrink-0 px-5" data-testid="promo-apply">
          {promo.checking ? promoMessages.applying : promoMessages.apply}
        </Button>
      </div>
      {promo.error ? (
        <p id={errorId} role="alert" className="font-sans text-sm leading-snug text-danger" data-testid="promo-error">
          {promo.error}
        </p>
      ) : null}
    </div>
  );
}
