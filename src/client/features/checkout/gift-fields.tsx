import { Gem } from 'lucide-react';
import { GIFT_MESSAGE_MAX, GIFT_RECIPIENT_MAX } from '@shared/limits';
import { giftMessages } from '@shared/messages/promotions';
import { TextAreaField, TextField } from '../../components/form/controls';
import { cn } from '../../lib/cn';
import type { GiftErrors } from './use-checkout';
import type { GiftValues } from './use-payment';

/**
 * 'This is a gift' (issue 26, point 2): the box reveals the recipient's name (required) and an
 * optional message with its count; both are printed on the packing slip, which carries no prices.
 */
export function GiftFields({ gift, errors, disabled, onChange }: { gift: GiftValues; errors: GiftErrors; disabled?: boolean; onChange: (next: Partial<GiftValues>) => void }) {
  const length = gift.message.length;
  return (
    <div className={cn('mt-8 border border-hairline transition-colors', gift.isGift ? 'border-gold/50 bg-gold/[0.04]' : 'bg-pearl')} data-testid="gift-fields">
      <label className="flex min-h-14 cursor-pointer items-center gap-4 px-4 py-3">
        <input
          type="checkbox"
          checked={gift.isGift}
          disabled={disabled}
          onChange={(event) => onChange({ isGift: event.target.checked })}
          className="size-5 shrink-0 cursor-pointer accent-ink"
          aria-describedby="gift-hint"
          data-testid="gift-toggle"
        />
        <Gem size={20} strokeWidth={1.5} aria-hidden className="shrink-0 text-gold-deep" />
        <span className="flex flex-col">
          <span className="font-sans text-[15px] font-medium text-ink">{giftMessages.isGift}</span>
          <span id="gift-hint" className="font-sans text-sm leading-snug text-graphite">{giftMessages.hint}</span>
        </span>
      </label>
      {gift.isGift ? (
        <div className="flex flex-col gap-5 border-t border-hairline/80 px-4 pb-5 pt-5">
          <TextField
            label={giftMessages.recipient}
            name="gift-recipient"
            autoComplete="off"
            value={gift.recipient}
            maxLength={GIFT_RECIPIENT_MAX}
            disabled={disabled}
            error={errors.recipient}
            aria-required
            onChange={(event) => onChange({ recipient: event.target.value })}
            data-testid="gift-recipient"
          />
          <TextAreaField
            label={giftMessages.message}
            optional
            name="gift-message"
            value={gift.message}
            maxLength={GIFT_MESSAGE_MAX}
            rows={3}
            disabled={disabled}
            error={errors.message}
            hint={<p className={cn('text-right font-sans text-xs tabular-nums', length >= GIFT_MESSAGE_MAX ? 'text-gold-deep' : 'text-graphite')} aria-live="polite" data-testid="gift-count">{giftMessages.counter(length)}</p>}
            onChange={(event) => onChange({ message: event.target.value })}
            data-testid="gift-message"
          />
        </div>
      ) : null}
    </div>
  );
}
