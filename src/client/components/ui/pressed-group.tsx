import type { ReactNode } from 'react';

export interface PressedOption<T> {
  value: T;
  label: string;
  testId?: string;
}

/**
 * A row of buttons of which one is on (aria-pressed), as a desk's filters: an inbox's kinds and
 * statuses, the reviews' states. `buttonClassName` gives each its look, on or off; `after` what follows
 * its label (a count).
 */
export function PressedGroup<O extends PressedOption<unknown>>({ label, className, testId, options, value, onChange, buttonClassName, after }: {
  label: string;
  className: string;
  testId?: string;
  options: readonly O[];
  value: O['value'];
  onChange: (value: O['value']) => void;
  buttonClassName: (active: boolean) => string;
  after?: (option: O, active: boolean) => ReactNode;
}) {
  return (
    <div role="group" aria-label={label} className={className} data-testid={testId}>
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button key={option.label} type="button" aria-pressed={active} onClick={() => onChange(option.value)} className={buttonClassName(active)} data-testid={option.testId}>
            {option.label}
            {after?.(option, active)}
          </button>
        );
      })}
    </div>
  );
}
