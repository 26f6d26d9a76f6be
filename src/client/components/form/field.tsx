import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FieldShell, inputClass } from './field-shell';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered inside the input box, at its right edge. */
  adornment?: ReactNode;
  after?: ReactNode;
}

/** A labelled input: label above, inline error in danger red under it (DESIGN.md forms). */
export function Field({ label, error, hint, adornment, after, className, ...input }: FieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} after={after} className={className}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <input id={id} aria-invalid={invalid} aria-describedby={describedBy} className={cn(inputClass, adornment ? 'pr-12' : null)} {...input} />
          {adornment ? <div className="absolute inset-y-0 right-0 flex items-center">{adornment}</div> : null}
        </div>
      )}
    </FieldShell>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField({ label, ...props }: Omit<FieldProps, 'type' | 'adornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      {...props}
      adornment={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center text-graphite transition-colors hover:text-ink focus-visible:text-ink"
        >
          {visible ? <EyeOff size={18} strokeWidth={1.5} aria-hidden /> : <Eye size={18} strokeWidth={1.5} aria-hidden />}
        </button>
      }
    />
  );
}
