import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A page's heading: display face; `caps` sets it in capitals with 0.12em tracking (SHOPPING BAG,
 * THE COLLECTION, BEGIN YOUR DESIGN).
 */
export function PageHeading({ children, lead, eyebrow, caps = false, align = 'center', className }: { children: ReactNode; lead?: ReactNode; eyebrow?: ReactNode; caps?: boolean; align?: 'center' | 'left'; className?: string }) {
  return (
    <header className={cn('mb-10 sm:mb-14', align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      {eyebrow ? <p className="mb-3 font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{eyebrow}</p> : null}
      <h1 className={cn('font-display font-medium leading-[1.1] text-ink', caps ? 'text-[28px] uppercase tracking-[0.12em] sm:text-[40px]' : 'text-[40px] sm:text-[56px]')}>{children}</h1>
      <div aria-hidden className={cn('mt-5 h-px w-12 bg-gold', align === 'center' && 'mx-auto')} />
      {lead ? <p className="mt-5 font-sans text-base leading-relaxed text-graphite">{lead}</p> : null}
    </header>
  );
}

/** A calm line under a heading while the page's content is prepared by later work, or a loading text. */
export function QuietNote({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('mx-auto max-w-xl text-center font-sans text-base leading-relaxed text-graphite', className)}>{children}</p>;
}
