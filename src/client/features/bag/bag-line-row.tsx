import { X } from 'lucide-react';
import { Link } from 'react-router';
import { materialLabel } from '@shared/materials';
import { formatPrice } from '@shared/pricing';
import { DesignImage } from '../../components/ui/design-image';
import { Engraving } from '../../components/ui/engraving';
import { cn } from '../../lib/cn';
import { stagger } from '../../lib/motion';
import { lineImage } from './line-image';
import { QuantityStepper } from './quantity-stepper';
import type { BagLine } from './use-bag';

function MetalDot({ material }: { material: BagLine['material'] }) {
  return <span aria-hidden className={cn('inline-block size-2.5 rounded-full ring-1 ring-inset ring-ink/10', material === 'sterling-silver' ? 'bg-silver' : 'bg-gold')} />;
}

/** One line of the bag page: picture, name, metal, engraving, unit price, quantity, line total, Remove. */
export function BagLineRow({ line, index, busy, onQuantity, onRemove }: { line: BagLine; index: number; busy: boolean; onQuantity: (quantity: number) => void; onRemove: () => void }) {
  const name = line.design?.name ?? 'Custom Design';
  return (
    <li className="grid grid-cols-[96px_1fr] gap-x-5 gap-y-4 border-b border-hairline py-7 motion-safe:animate-rise sm:grid-cols-[128px_1fr_auto] sm:gap-x-8" style={stagger(index)} data-testid="bag-line" data-line-id={line.id}>
      <Link to={`/product/${line.designId}`} className="block self-start border border-hairline/70 transition-transform duration-150 ease-out hover:-translate-y-0.5" tabIndex={-1} aria-hidden>
        <DesignImage src={lineImage(line)} alt={name} />
      </Link>
      <div className="flex min-w-0 flex-col">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-[22px] font-medium leading-tight text-ink sm:text-[26px]">
            <Link to={`/product/${line.designId}`} className="transition-colors duration-150 hover:text-gold-deep" data-testid="bag-line-name">
              {name}
            </Link>
          </h2>
          <button type="button" onClick={onRemove} disabled={busy} aria-label={`Remove ${name} from bag`} data-testid="bag-line-remove" className="-mr-2 -mt-1.5 inline-flex size-11 shrink-0 items-center justify-center text-graphite transition-colors duration-150 hover:text-danger disabled:opacity-40 sm:hidden">
            <X size={20} strokeWidth={1.5} aria-hidden />
          </button>
        </div>
        <p className="mt-2 flex items-center gap-2 font-sans text-xs uppercase tracking-[0.16em] text-graphite" data-testid="bag-line-material">
          <MetalDot material={line.material} />
          {materialLabel(line.material)}
        </p>
        <Engraving text={line.design?.engraving} testId="bag-line-engraving" className="mt-1" />
        <p className="mt-1 font-sans text-sm text-graphite">{formatPrice(line.unitPrice)} each</p>
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4 sm:justify-start">
          <QuantityStepper value={line.quantity} busy={busy} onChange={onQuantity} label={`Quantity of ${name}`} size="sm" />
          <p className="font-display text-[22px] font-medium tabular-nums text-ink sm:hidden" data-testid="bag-line-total-mobile">
            {formatPrice(line.lineTotal)}
          </p>
        </div>
      </div>
      <div className="hidden flex-col items-end justify-between sm:flex">
        <p className="font-display text-[26px] font-medium tabular-nums leading-tight text-ink" data-testid="bag-line-total">
          {formatPrice(line.lineTotal)}
        </p>
        <button type="button" onClick={onRemove} disabled={busy} aria-label={`Remove ${name} from bag`} data-testid="bag-line-remove" className="inline-flex min-h-11 items-center gap-1.5 font-sans text-xs uppercase tracking-[0.16em] text-graphite transition-colors duration-150 hover:text-danger disabled:opacity-40">
          <X size={16} strokeWidth={1.5} aria-hidden /> Remove
        </button>
      </div>
    </li>
  );
}
