import { useState } from 'react';
import { bagMessages } from '@shared/messages/bag';
import { dismissLeftOut, readLeftOut } from './merge-guest-bag';

/** Pieces from the browser's bag that a sign-in could not fit into the account's full bag. */
export function LeftOutNotice() {
  const [left, setLeft] = useState(readLeftOut);
  if (!left) return null;
  return (
    <p role="status" data-testid="bag-left-out" className="mb-8 flex flex-wrap items-center justify-between gap-3 border border-hairline bg-pearl px-5 py-4 font-sans text-sm text-ink">
      {bagMessages.mergeOverflow(left)}
      <button type="button" onClick={() => { dismissLeftOut(); setLeft(0); }} className="min-h-11 font-sans text-xs uppercase tracking-[0.16em] text-graphite underline-offset-4 hover:text-ink hover:underline">
        {bagMessages.dismiss}
      </button>
    </p>
  );
}
