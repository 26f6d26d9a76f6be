import { Button } from '../ui/button';
import { cn } from '../../lib/cn';

/** A list that could not be read: its heading ('Failed to Load Orders') and Try Again, in place of the list. */
export function LoadFailed({ title, retry, onRetry, className, testId }: { title: string; retry: string; onRetry: () => void; className?: string; testId?: string }) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-5 px-6 py-16 text-center', className)} data-testid={testId}>
      <p className="font-display text-[24px] font-medium text-ink">{title}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
