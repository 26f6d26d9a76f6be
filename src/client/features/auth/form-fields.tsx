import { Check, Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { passwordStrength } from '@shared/password';

export const inputClass =
  'block min-h-12 w-full rounded-[2px] border border-hairline bg-pearl px-4 font-sans text-base text-ink placeholder:text-graphite/60 transition-colors duration-150 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 aria-[invalid=true]:border-danger';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
  /** Rendered inside the input box, at its right edge. */
  adornment?: ReactNode;
  after?: ReactNode;
}

/** A labelled field: label above, inline error in danger red under it (DESIGN.md forms). */
export function Field({ label, error, hint, adornment, after, className, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
          className={cn(inputClass, adornment ? 'pr-12' : null)}
          {...input}
        />
        {adornment ? <div className="absolute inset-y-0 right-0 flex items-center">{adornment}</div> : null}
      </div>
      {after}
      {error ? (
        <p id={errorId} role="alert" className="font-sans text-sm leading-snug text-danger">
          {error}
        </p>
      ) : hint ? (
        <div id={hintId}>{hint}</div>
      ) : null}
    </div>
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

const meterTone: Record<string, string> = { Weak: 'bg-danger', Fair: 'bg-amber', Good: 'bg-gold', Strong: 'bg-success' };

/** The password strength meter (spec 01 section 5): five 20-point steps, Weak / Fair / Good / Strong. */
export function StrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const steps = score / 20;
  return (
    <div className="flex items-center gap-3" data-testid="password-strength" data-score={score}>
      <div className="flex flex-1 gap-1" role="meter" aria-label="Password strength" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-valuetext={label}>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={cn('h-[3px] flex-1 rounded-full transition-colors duration-200', i < steps ? meterTone[label] : 'bg-hairline')} />
        ))}
      </div>
      <span className="w-14 text-right font-sans text-xs uppercase tracking-[0.14em] text-graphite">{label}</span>
    </div>
  );
}

/** 'Passwords match' in quiet green under the confirmation. */
export function MatchHint({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-1.5 font-sans text-sm text-success">
      <Check size={16} strokeWidth={1.5} aria-hidden />
      {children}
    </p>
  );
}

/** A quiet bordered notice inside a form (a stored callback error, a login hint). */
export function FormNotice({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'danger' }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('border-l-2 bg-ivory px-4 py-3 font-sans text-sm leading-relaxed', tone === 'danger' ? 'border-danger text-danger' : 'border-gold text-graphite')}>
      {children}
    </div>
  );
}

/** The same email check as the server's contract, without zod. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
