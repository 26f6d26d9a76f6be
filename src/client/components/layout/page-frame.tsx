import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The standard page frame: max width 1280 px, 24 px gutters, generous vertical rhythm. */
export function PageFrame({ children, className, narrow = false }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return <div className={cn('mx-auto w-full px-6 py-12 sm:py-20', narrow ? 'max-w-3xl' : 'max-w-[1280px]', className)}>{children}</div>;
}
