import type { ReactNode } from 'react';
import { DialogHeader } from '../../components/ui/dialog';

/** The frame every information dialog shares: eyebrow, title, a lead line, then its sections. */
export function InfoDialogBody({ eyebrow, title, lead, children }: { eyebrow?: ReactNode; title: ReactNode; lead: ReactNode; children?: ReactNode }) {
  return (
    <article className="max-w-[65ch]">
      <DialogHeader eyebrow={eyebrow} title={title}>
        {lead}
      </DialogHeader>
      {children}
    </article>
  );
}
