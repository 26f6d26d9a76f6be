import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageHeading } from '../ui/page-heading';
import { PageFrame } from './page-frame';

/** An admin desk's page: the wide frame, its heading set left with the line saying what it is for, then the desk. */
export function DeskPage({ heading, lead, children }: { heading: ReactNode; lead: ReactNode; children: ReactNode }) {
  return (
    <PageFrame>
      <PageHeading align="left" lead={lead} className="mb-8 sm:mb-10">
        {heading}
      </PageHeading>
      {children}
    </PageFrame>
  );
}

/** A desk's bordered panel; named by its heading's id (`labelledBy`) or, with no heading of its own, by `label`. */
export function DeskSection({ labelledBy, label, testId, children }: { labelledBy?: string; label?: string; testId?: string; children: ReactNode }) {
  return (
    <section className="border border-hairline bg-pearl" aria-labelledby={labelledBy} aria-label={label} data-testid={testId}>
      {children}
    </section>
  );
}

/** A desk panel's header over a hairline rule; `className` lays it out. */
export function DeskHeader({ className, children }: { className: string; children: ReactNode }) {
  return <header className={cn(className, 'border-b border-hairline')}>{children}</header>;
}

/** A desk panel's heading (the count of what it lists, or its name). */
export function DeskTitle({ id, testId, children }: { id?: string; testId?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-[26px] font-medium leading-tight text-ink" data-testid={testId}>
      {children}
    </h2>
  );
}
