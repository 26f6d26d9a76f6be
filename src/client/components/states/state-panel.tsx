import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageHeading } from '../ui/page-heading';

/** A page that can only say where things stand (admins only, a payment not verified): its icon, its heading, then what follows. */
export function StatePanel({ icon: Icon, tone = 'gold', title, testId, children }: { icon: LucideIcon; tone?: 'gold' | 'danger'; title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center" data-testid={testId}>
      <span className={cn('mb-8 flex size-16 items-center justify-center rounded-full border', tone === 'danger' ? 'border-danger/40 text-danger' : 'border-hairline bg-pearl text-gold-deep')}>
        <Icon size={28} strokeWidth={1.25} aria-hidden />
      </span>
      <PageHeading className="mb-6 sm:mb-8">{title}</PageHeading>
      {children}
    </div>
  );
}
