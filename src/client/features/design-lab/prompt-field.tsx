import { useId, type KeyboardEvent } from 'react';
import { PROMPT_MAX, PROMPT_LABEL_SCHEDULE_MS } from '@shared/limits';
import { designLabMessages } from '@shared/messages/design-lab';
import { DESIGN_LAB_ROTATION_MS } from '@shared/limits';
import { useRotatingIndex, useScheduledIndex } from './use-rotation';
import './design-lab.css';

/**
 * The Design Lab's prompt (spec 02, Design Lab): a rotating label on the ten-step schedule and
 * sixteen rotating placeholder prompts. The accessible name stays put while the label turns.
 * Ctrl/Cmd+Enter generates.
 */
export function PromptField({ value, onChange, onSubmit, disabled }: { value: string; onChange: (value: string) => void; onSubmit: () => void; disabled?: boolean }) {
  const id = useId();
  const step = useScheduledIndex(PROMPT_LABEL_SCHEDULE_MS);
  const labels = designLabMessages.promptLabels;
  const placeholders = designLabMessages.placeholders;
  const [placeholder] = useRotatingIndex(placeholders.length, DESIGN_LAB_ROTATION_MS, value.length > 0);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block">
        <span className="sr-only">{designLabMessages.promptName}</span>
        <span aria-hidden key={step} data-testid="prompt-label" className="dl-msg-rise block font-display text-[22px] font-medium leading-snug text-ink sm:text-[28px]">
          {labels[step % labels.length]}
        </span>
      </label>
      <div className="relative mt-4">
        <textarea
          id={id}
          data-testid="design-prompt"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={PROMPT_MAX}
          rows={5}
          disabled={disabled}
          placeholder={placeholders[placeholder]}
          aria-describedby={`${id}-hint`}
          className="block min-h-36 w-full resize-y rounded-[2px] border border-hairline bg-pearl px-5 py-4 font-sans text-base leading-relaxed text-ink shadow-[0_1px_0_rgba(17,17,17,0.02)] transition-colors duration-200 placeholder:text-graphite/60 hover:border-ink/25 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-60"
        />
      </div>
      <p id={`${id}-hint`} className="mt-3 font-sans text-sm leading-relaxed text-graphite">
        {designLabMessages.promptHint}
      </p>
    </div>
  );
}
