import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { OnwardLink } from './onward-link';

/** A calm "this is not here" panel: the heading, an optional line, and one way onward. */
export function NotFoundState({ title, children, to, action, testId }: { title: string; children?: ReactNode; to: string; action: string; testId: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center" data-testid={testId}>
      <h1 className="font-display text-[28px] font-medium leading-snug text-ink sm:text-[32px]">{title}</h1>
      {children ? <p className="mt-4 font-sans text-base leading-relaxed text-graphite">{children}</p> : null}
      <OnwardLink to={to}>{action}</OnwardLink>
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
