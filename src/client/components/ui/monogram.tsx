import { cn } from '../../lib/cn';

/** The 'AA' monogram in a thin circle (favicon, chat button, receipts). */
export function Monogram({ className, title }: { className?: string; title?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('text-ink', className)} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="32" cy="32" r="30.5" fill="none" stroke="currentColor" strokeWidth="1" className="text-gold" />
      <text x="32" y="40.5" textAnchor="middle" className="font-display" fontSize="22" fontWeight="600" letterSpacing="1.5" fill="currentColor">
        AA
      </text>
    </svg>
  );
}
