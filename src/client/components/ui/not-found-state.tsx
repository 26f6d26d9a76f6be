import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from './button';

/** A calm "this is not here" panel: the heading, an optional line, and one way onward. */
export function NotFoundState({ title, children, to, action, testId }: { title: string; children?: ReactNode; to: string; action: string; testId: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center" data-testid={testId}>
      <h1 className="font-display text-[28px] font-medium leading-snug text-ink sm:text-[32px]">{title}</h1>
      {children ? <p className="mt-4 font-sans text-base leading-relaxed text-graphite">{children}</p> : null}
      <Link to={to} className={buttonClasses('primary', 'md', 'mt-10')}>
        {action} <ArrowRight size={16} strokeWidth={1.5} aria-hidden />
      </Link>
    </div>
  );
}

/** A page whose data could not be loaded (the server or the network failed): the heading and Try Again. */
export function LoadErrorState({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
      <h1 className="font-display text-[28px] font-medium leading-snug text-ink">{title}</h1>
      <Button variant="secondary" className="mt-8" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
