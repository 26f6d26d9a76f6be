import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A quiet bordered notice inside a form (a stored callback error, a login hint). */
export function FormNotice({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'danger' }) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={cn('border-l-2 bg-ivory px-4 py-3 font-sans text-sm leading-relaxed', tone === 'danger' ? 'border-danger text-danger' : 'border-gold text-graphite')}>
      {children}
    </div>
  );
}
