import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Every form control of the shop sits in this shell (DESIGN.md forms): the label above, the control,
// then the inline error in danger red, or else the hint.

const fieldBase =
  'block w-full rounded-[2px] border border-hairline bg-pearl px-4 font-sans text-base text-ink placeholder:text-graphite/60 transition-colors duration-150 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 aria-[invalid=true]:border-danger';

/** A one-line text input's box (also for a bare input, select or textarea dressed like the fields). */
export const inputClass = cn(fieldBase, 'min-h-12');

/** The inquiry forms' control box: any height, dimmed while the form is sent. */
export const controlClass = cn(fieldBase, 'disabled:opacity-60');

const LABEL = {
  form: 'font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink',
  /** The Design Lab's options: smaller, grey. */
  quiet: 'font-sans text-xs font-medium uppercase tracking-[0.16em] text-graphite',
};

/** The ids a control needs from its shell. */
export interface ControlIds {
  id: string;
  describedBy?: string;
  invalid?: true;
}

export interface FieldShellProps {
  label: string;
  optional?: boolean;
  error?: string | null;
  /** A text hint is a quiet line; any other node stands as it is (e.g. 'Passwords match'). */
  hint?: ReactNode;
  /** Between the control and the error or hint (a strength meter, a link). */
  after?: ReactNode;
  tone?: keyof typeof LABEL;
  className?: string;
  children: (ids: ControlIds) => ReactNode;
}

/** A labelled control: label above, the control, then the error (role alert) or the hint, both named by the control. */
export function FieldShell({ label, optional, error, hint, after, tone = 'form', className, children }: FieldShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className={LABEL[tone]}>
        {label}
        {optional ? <span className="ml-2 normal-case tracking-normal text-graphite">(optional)</span> : null}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {after}
      {error ? (
        <p id={errorId} role="alert" className="font-sans text-sm leading-snug text-danger">
          {error}
        </p>
      ) : !hint ? null : typeof hint === 'string' ? (
        <p id={hintId} className="font-sans text-sm leading-snug text-graphite">
          {hint}
        </p>
      ) : (
        <div id={hintId}>{hint}</div>
      )}
    </div>
  );
}
