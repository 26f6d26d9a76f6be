import { ArrowLeft, Sparkles } from 'lucide-react';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Design } from '@shared/contracts/designs';
import { HOME_CAROUSEL_MS } from '@shared/limits';
import { designLabMessages } from '@shared/messages/design-lab';
import { formatPrice } from '@shared/pricing';
import { Button } from '../../components/ui/button';
import { Monogram } from '../../components/ui/monogram';
import { cn } from '../../lib/cn';
import { useRenderSource } from '../../lib/use-render-source';
import { useRecentDesigns } from './api/recent-designs';
import { GenerationPending } from './generation-pending';
import { HomeActions, ResultRender } from './result-view';
import { DEFAULT_INPUTS, useDesignGeneration } from './use-design-generation';
import { useRotatingIndex } from './use-rotation';
import './design-lab.css';

const FEED_MAX = 5;

/** Up to five progress dots; the current one fills over its 15 seconds, any one can be chosen. */
function FeedDots({ count, current, onPick }: { count: number; current: number; onPick: (index: number) => void }) {
  return (
    <div className="-mr-0.5 flex items-center" role="group" aria-label={designLabMessages.liveTitle}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          onClick={() => onPick(i)}
          aria-label={designLabMessages.showDesign(i + 1, count)}
          aria-current={i === current ? 'true' : undefined}
          data-testid="live-dot"
          className="group flex h-8 items-center px-0.5"
        >
          <span className={cn('relative block h-[2px] overflow-hidden rounded-full bg-hairline transition-[width] duration-300 ease-out', i === current ? 'w-8' : 'w-3 group-hover:bg-graphite/40')}>
            {i === current ? <span key={`fill-${current}`} className="dl-fill absolute inset-0 bg-gold" style={{ '--dl-fill-ms': `${HOME_CAROUSEL_MS}ms` } as CSSProperties} /> : null}
          </span>
        </button>
      ))}
    </div>
  );
}

function FeedSlide({ design }: { design: Design }) {
  // The panel is desktop only and at most 400 px wide.
  const source = useRenderSource(design.imageUrl, '400px');
  return (
    <Link to={`/product/${design.id}`} className="group block" data-testid="live-feed-item">
      <div key={design.id} className="dl-fade render-ground relative aspect-square overflow-hidden">
        {source ? (
          <img key={source.key} {...source.img} alt={design.name} decoding="async" className="absolute inset-0 size-full object-contain transition-transform duration-500 ease-out group-hover:scale-[1.03]" />
        ) : (
          <div role="img" aria-label={design.name} className="absolute inset-0 flex items-center justify-center">
            <Monogram className="size-20 opacity-60" />
          </div>
        )}
      </div>
    </Link>
  );
}

/**
 * The home page's desktop live panel (spec 02, Home page): the latest designs turning every 15
 * seconds with up to five dots, a short prompt using the Design Lab's own generation, and after a
 * generation the result with Make It Real, Redo, Share and Download.
 */
export function LivePanel() {
  const { data } = useRecentDesigns();
  const feed = (data ?? []).slice(0, FEED_MAX);
  const { state, generate, redo, reset } = useDesignGeneration();
  const [prompt, setPrompt] = useState('');
  const [index, jump] = useRotatingIndex(feed.length, HOME_CAROUSEL_MS, state.status !== 'idle');
  const current = feed[index];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.status !== 'pending') void generate({ ...DEFAULT_INPUTS, prompt });
  };

  return (
    <section aria-labelledby="live-title" data-testid="live-panel" className="animate-rise mx-auto w-full max-w-[400px] border border-hairline bg-pearl shadow-[0_30px_60px_-40px_rgba(17,17,17,0.35)]">
      <header className="flex items-center justify-between gap-4 px-6 pb-3 pt-5">
        <h2 id="live-title" className="flex items-center gap-2.5 whitespace-nowrap font-sans text-xs font-medium uppercase tracking-[0.2em] text-gold-deep">
          <span aria-hidden className="relative flex size-2">
            <span className="absolute inline-flex size-full rounded-full bg-gold/50 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2 rounded-full bg-gold" />
          </span>
          {state.status === 'idle' ? designLabMessages.liveTitle : designLabMessages.resultEyebrow}
        </h2>
        {state.status === 'idle' && feed.length > 1 ? <FeedDots count={feed.length} current={index} onPick={jump} /> : null}
        {state.status === 'done' ? (
          <button type="button" onClick={reset} className="inline-flex min-h-8 items-center gap-1.5 font-sans text-xs text-graphite hover:text-gold-deep" data-testid="live-back">
            <ArrowLeft size={14} strokeWidth={1.5} aria-hidden /> {designLabMessages.liveBack}
          </button>
        ) : null}
      </header>

      <div className="relative mx-6 border border-hairline">
        {state.status === 'idle' ? (
          current ? (
            <FeedSlide design={current} />
          ) : (
            <div className="render-ground flex aspect-square flex-col items-center justify-center px-10 text-center">
              <Monogram className="size-20" />
              <p className="mt-6 max-w-[28ch] font-sans text-sm leading-relaxed text-graphite">{designLabMessages.liveEmpty}</p>
            </div>
          )
        ) : null}
        {state.status === 'pending' ? (
          <div className="render-ground flex aspect-square items-center justify-center px-6">
            <GenerationPending compact />
          </div>
        ) : null}
        {state.status === 'done' ? <ResultRender design={state.design} /> : null}
      </div>

      <div className="px-6 pb-6 pt-4">
        {state.status === 'idle' && current ? (
          <div key={current.id} className="dl-fade flex min-h-[56px] items-baseline justify-between gap-4">
            <Link to={`/product/${current.id}`} className="line-clamp-2 font-display text-[22px] font-medium leading-snug text-ink hover:text-gold-deep" data-testid="live-feed-name">
              {current.name}
            </Link>
            <span className="shrink-0 font-sans text-sm text-graphite">{formatPrice(current.price)}</span>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <div data-testid="live-result" className="animate-rise">
            <div className="flex min-h-[56px] items-baseline justify-between gap-4">
              <Link to={`/product/${state.design.id}`} data-testid="live-result-name" className="line-clamp-2 font-display text-[22px] font-medium leading-snug text-ink hover:text-gold-deep">
                {state.design.name || designLabMessages.defaultName}
              </Link>
              <span className="shrink-0 font-display text-[22px] font-medium text-ink">{formatPrice(state.design.price ?? 0)}</span>
            </div>
            <div className="mt-3">
              <HomeActions design={state.design} inputs={state.inputs} onRedo={() => void redo()} />
            </div>
          </div>
        ) : null}
        {state.status !== 'done' ? (
          <form onSubmit={onSubmit} noValidate className={cn('flex gap-2', state.status === 'pending' ? 'mt-0' : 'mt-3')}>
            <input
              type="text"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              aria-label={designLabMessages.livePromptName}
              placeholder={designLabMessages.livePlaceholder}
              maxLength={200}
              data-testid="live-prompt"
              className="min-h-11 min-w-0 flex-1 rounded-[2px] border border-hairline bg-ivory/60 px-4 font-sans text-[15px] text-ink placeholder:text-graphite/60 hover:border-ink/25 focus:border-gold focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
            />
            <Button type="submit" size="sm" disabled={state.status === 'pending'} data-testid="live-generate" className="px-5 disabled:opacity-80">
              <Sparkles size={16} strokeWidth={1.5} aria-hidden />
              {designLabMessages.liveGenerate}
            </Button>
          </form>
        ) : null}
      </div>
    </section>
  );
}
