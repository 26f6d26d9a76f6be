import { ArrowUpRight, Download, RefreshCw, RotateCcw, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GeneratedDesign } from '@shared/contracts/designs';
import { designLabMessages } from '@shared/messages/design-lab';
import { formatPrice, silverWeightString } from '@shared/pricing';
import { isSilver } from '@shared/materials';
import { gramsText, sizeText } from '@shared/piece-figures';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Monogram } from '../../components/ui/monogram';
import { downloadDesign, requestQuote, shareDesign } from './design-actions';
import type { GenerationInputs } from './use-design-generation';
import { Engraving } from '../../components/ui/engraving';

const ICON = { size: 18, strokeWidth: 1.5, 'aria-hidden': true } as const;

/** The render on the soft ground, or 'Image generating...' while it has none (spec 02, section 4). */
export function ResultRender({ design, className }: { design: Pick<GeneratedDesign, 'imageUrl' | 'name'>; className?: string }) {
  return (
    <div className={cn('render-ground relative flex items-center justify-center overflow-hidden', className ?? 'aspect-square')}>
      {design.imageUrl ? (
        <img key={design.imageUrl} data-testid="design-result-image" src={design.imageUrl} alt={design.name} decoding="async" className="dl-fade absolute inset-0 size-full object-contain" />
      ) : (
        <div className="flex flex-col items-center gap-4 text-center">
          <Monogram className="size-16 opacity-40" />
          <p data-testid="design-image-generating" className="font-sans text-sm uppercase tracking-[0.16em] text-graphite">
            {designLabMessages.imageGenerating}
          </p>
        </div>
      )}
    </div>
  );
}

/** The piece's weight in its metal and its size in millimetres, from its castable model: '4.2 g in 14k gold · 16.2 × 23.8 × 3.8 mm'. */
function ResultFigures({ design, className }: { design: GeneratedDesign; className?: string }) {
  const silver = isSilver(design.material);
  const grams = gramsText(silver ? (design.silverWeight ?? silverWeightString(design.weight)) : design.weight);
  const size = sizeText(design);
  if (!grams && !size) return null;
  const weight = grams ? `${grams} in ${silver ? 'sterling silver' : '14k gold'}` : null;
  return (
    <p data-testid="design-result-figures" className={cn('font-sans text-sm tabular-nums text-graphite', className)}>
      {[weight, size].filter(Boolean).join(' · ')}
    </p>
  );
}

/** Name, price, weight and size, description and the way to the piece's own page. */
export function ResultText({ design, size = 'lg' }: { design: GeneratedDesign; size?: 'lg' | 'sm' }) {
  return (
    <div>
      <p className="font-sans text-xs uppercase tracking-[0.24em] text-gold-deep">{designLabMessages.resultEyebrow}</p>
      <div className={cn('mt-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1', size === 'lg' ? 'sm:mt-3' : '')}>
        <h2 data-testid="design-result-name" className={cn('font-display font-medium leading-[1.1] text-ink', size === 'lg' ? 'text-[28px] sm:text-[40px]' : 'text-[24px]')}>
          {design.name || designLabMessages.defaultName}
        </h2>
        <p data-testid="design-result-price" className={cn('font-display font-medium text-ink', size === 'lg' ? 'text-[28px]' : 'text-[22px]')}>
          {formatPrice(design.price ?? 0)}
        </p>
      </div>
      {size === 'lg' ? (
        <>
          <p className="mt-1 font-sans text-sm text-graphite">{designLabMessages.madeToOrder}</p>
          <ResultFigures design={design} className="mt-1" />
          <ResultNote note={design.note} />
          <Engraving text={design.engraving} testId="design-result-engraving" className="mt-4" />
          <p data-testid="design-result-description" className="mt-5 max-w-[62ch] font-sans text-base leading-relaxed text-graphite">
            {design.description}
          </p>
        </>
      ) : (
        <>
          <ResultFigures design={design} className="mt-1" />
          <ResultNote note={design.note} />
          <Engraving text={design.engraving} testId="design-result-engraving" className="mt-2" />
        </>
      )}
      <Link to={`/product/${design.id}`} data-testid="design-result-link" className={cn('group inline-flex min-h-11 items-center gap-1.5 font-sans text-[13px] font-medium uppercase tracking-[0.14em] text-ink underline-offset-4 hover:text-gold-deep', size === 'lg' ? 'mt-3' : 'mt-1')}>
        {designLabMessages.viewPiece}
        <ArrowUpRight {...ICON} className="transition-transform duration-200 group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
      </Link>
    </div>
  );
}

/** What the piece could not show, said with the result: never a silent substitute. */
function ResultNote({ note }: { note?: string | null }) {
  if (!note) return null;
  return (
    <p data-testid="design-result-note" className="mt-4 max-w-[62ch] border-l-2 border-gold pl-3 font-sans text-sm leading-relaxed text-graphite">
      {note}
    </p>
  );
}

function ActionButton({ children, onClick, testId }: { children: ReactNode; onClick: () => void; testId: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} data-testid={testId} className="w-full bg-pearl">
      {children}
    </Button>
  );
}

/** The Design Lab's actions (spec 02, Design Lab): REDO, RESTART, DOWNLOAD, SHARE, REQUEST A QUOTE. */
export function LabActions({ design, inputs, onRedo, onRestart }: { design: GeneratedDesign; inputs: GenerationInputs; onRedo: () => void; onRestart: () => void }) {
  const a = designLabMessages.actions;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <ActionButton testId="action-redo" onClick={onRedo}>
          <RefreshCw {...ICON} /> {a.redo}
        </ActionButton>
        <ActionButton testId="action-restart" onClick={onRestart}>
          <RotateCcw {...ICON} /> {a.restart}
        </ActionButton>
        <ActionButton testId="action-download" onClick={() => void downloadDesign(design)}>
          <Download {...ICON} /> {a.download}
        </ActionButton>
        <ActionButton testId="action-share" onClick={() => void shareDesign(design)}>
          <Share2 {...ICON} /> {a.share}
        </ActionButton>
      </div>
      <Button data-testid="action-quote" onClick={() => requestQuote(design, inputs)} className="w-full">
        {a.requestQuote}
      </Button>
    </div>
  );
}

/** The live panel's actions (spec 02, Home page): Make It Real, Redo, Share, Download. */
export function HomeActions({ design, inputs, onRedo }: { design: GeneratedDesign; inputs: GenerationInputs; onRedo: () => void }) {
  const a = designLabMessages.homeActions;
  return (
    <div className="flex flex-col gap-2.5">
      <Button data-testid="live-make-it-real" onClick={() => requestQuote(design, inputs)} className="w-full">
        {a.makeItReal}
      </Button>
      <div className="grid grid-cols-3 gap-2.5">
        <Button variant="secondary" size="sm" className="bg-pearl px-3" data-testid="live-redo" onClick={onRedo}>
          {a.redo}
        </Button>
        <Button variant="secondary" size="sm" className="bg-pearl px-3" data-testid="live-share" onClick={() => void shareDesign(design)}>
          {a.share}
        </Button>
        <Button variant="secondary" size="sm" className="bg-pearl px-3" data-testid="live-download" onClick={() => void downloadDesign(design)}>
          {a.download}
        </Button>
      </div>
    </div>
  );
}
