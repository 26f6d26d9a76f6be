import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TITLE = { md: 'text-[24px] sm:text-[28px]', lg: 'text-[28px]' } as const;

/**
 * A calm 'nothing here yet' panel (an empty bag, no orders, a wishlist signed out): the icon in its
 * ring, a line (`title`) or a heading with a sentence under it (`heading`, `text`), then the way on.
 */
export function EmptyState({
  icon: Icon, testId, title, size = 'md', heading, text, compact = false, still = false, children,
}: {
  icon: LucideIcon;
  testId: string;
  title?: ReactNode;
  size?: keyof typeof TITLE;
  heading?: ReactNode;
  text?: ReactNode;
  /** Less room above and below. */
  compact?: boolean;
  /** No rise on arrival. */
  still?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center text-center', compact ? 'py-4' : 'py-6', !still && 'motion-safe:animate-rise')} data-testid={testId}>
      <span className="flex size-20 items-center justify-center rounded-full border border-hairline bg-pearl text-gold-deep">
        <Icon size={28} strokeWidth={1.25} aria-hidden />
      </span>
      {heading ? (
        <h2 className="mt-8 font-display text-[28px] font-medium leading-tight text-ink sm:text-[32px]">{heading}</h2>
      ) : (
        <p className={cn('mt-8 font-display font-medium leading-snug text-ink', TITLE[size])}>{title}</p>
      )}
      {text ? <p className="mt-4 font-sans text-base leading-relaxed text-graphite">{text}</p> : null}
      {children}
    </div>
  );
}
