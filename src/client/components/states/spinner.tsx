import { cn } from '../../lib/cn';

/** The shop's quiet spinner: a hairline ring with a gold arc, still under reduced motion. */
export function Spinner({ large = false, className }: { large?: boolean; className?: string }) {
  return <span aria-hidden className={cn('block rounded-full border border-hairline border-t-gold motion-safe:animate-spin', large ? 'size-10' : 'size-8', className)} />;
}
