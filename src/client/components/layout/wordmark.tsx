import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { prefersReducedMotion } from '../../lib/motion';
import { site } from '../../lib/site';

/** The shop's name in letter-spaced display capitals, linking to / and scrolling to the top. */
export function Wordmark({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Link
      to="/"
      aria-label={`${site.name}, home`}
      data-testid="wordmark"
      onClick={() => {
        onNavigate?.();
        window.scrollTo({ top: 0, behavior: pathname === '/' && !prefersReducedMotion() ? 'smooth' : 'auto' });
      }}
      className={cn('inline-flex min-h-11 items-center whitespace-nowrap font-display font-semibold uppercase leading-none text-ink', className)}
    >
      {site.name}
    </Link>
  );
}
