import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { bagMessages } from '@shared/messages/bag';
import { wishlistMessages } from '@shared/messages/wishlist';
import { BagLineRow } from './bag-line-row';
import type { UseBag } from './use-bag';

/** The bag page's lines: how many pieces, Clear All, each line with its controls, Continue Shopping. */
export function BagLines({ bag }: { bag: UseBag }) {
  const { lines, totals } = bag;
  return (
    <section aria-label="Pieces in your bag">
      <div className="flex min-h-11 items-center justify-between border-b border-hairline pb-3">
        <p className="font-sans text-xs uppercase tracking-[0.2em] text-graphite" data-testid="bag-count-line">
          {totals.count} {totals.count === 1 ? 'piece' : 'pieces'}
        </p>
        {lines.length > 1 ? (
          <button type="button" onClick={() => void bag.clear()} disabled={bag.isClearing} className="inline-flex min-h-11 items-center font-sans text-xs uppercase tracking-[0.16em] text-graphite underline-offset-4 transition-colors duration-150 hover:text-danger hover:underline disabled:opacity-40" data-testid="bag-clear">
            {bagMessages.clearAll}
          </button>
        ) : null}
      </div>
      <ul>
        {lines.map((line, index) => (
          <BagLineRow key={line.id} line={line} index={index} busy={bag.isLineBusy(line.id)} onQuantity={(quantity) => void bag.update(line.id, quantity)} onRemove={() => void bag.remove(line.id)} />
        ))}
      </ul>
      <Link to="/collections" className="mt-8 inline-flex min-h-11 items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.16em] text-ink transition-colors hover:text-gold-deep">
        <ArrowRight size={16} strokeWidth={1.5} aria-hidden className="rotate-180" /> {wishlistMessages.continueShopping}
      </Link>
    </section>
  );
}
