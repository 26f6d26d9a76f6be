import { Tooltip as T } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Provider with the spec's timings: 700 ms delay, 300 ms skip. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <T.Provider delayDuration={700} skipDelayDuration={300}>
      {children}
    </T.Provider>
  );
}

/** A quiet tooltip on its single child. */
export function Tooltip({ content, children, side = 'bottom' }: { content: ReactNode; children: ReactElement; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content side={side} sideOffset={6} className="z-[70] rounded-[2px] bg-ink px-2.5 py-1.5 font-sans text-xs tracking-wide text-ivory shadow-sm motion-safe:animate-fade-in">
          {content}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
