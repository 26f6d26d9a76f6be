import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { passwordStrength } from '@shared/password';
import { cn } from '../../lib/cn';

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
