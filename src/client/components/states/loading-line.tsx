import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A centred loading line with a soft gold pulse (auth screens, receipts). */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-6 py-10 text-center">
      <Spinner large />
      <p className="font-display text-[28px] font-medium text-ink">{children}</p>
    </div>
  );
}
