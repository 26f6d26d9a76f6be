import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// The pieces a loading page is drawn with: the labelled status around them, and pulsing bars in the
// shape of what will come.

/** What is loading, for assistive technology; the bars inside are its picture. */
export function LoadingState({ label, className, testId, children }: { label: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label} className={className} data-testid={testId}>
      {children}
    </div>
  );
}

const TONE = { 40: 'bg-hairline/40', 50: 'bg-hairline/50', 60: 'bg-hairline/60', 70: 'bg-hairline/70' } as const;

/** A pulsing bar (or square) of the size its classes give. */
export function Bar({ className, tone = 60 }: { className?: string; tone?: keyof typeof TONE }) {
  return <div className={cn(className, 'animate-pulse', TONE[tone])} />;
}

/** A side panel still loading (the bag's and the checkout's summary). */
export function PanelSkeleton() {
  return <div className="h-80 animate-pulse border border-hairline bg-pearl" />;
}

/** A piece with its picture still loading: the square, two lines, and its controls' bar. */
export function PieceSkeleton({ as: Frame = 'div', className, controls }: { as?: 'div' | 'li'; className: string; controls: string }) {
  return (
    <Frame className={className}>
      <Bar className="aspect-square" />
      <div className="flex flex-col gap-3 pt-1">
        <Bar className="h-6 w-2/3" />
        <Bar className="h-3 w-1/3" />
        <Bar className={controls} />
      </div>
    </Frame>
  );
}
