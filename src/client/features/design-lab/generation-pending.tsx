import { GENERATION_COUNTDOWN_MIN_S, GENERATION_COUNTDOWN_S, LOADING_MESSAGE_MS } from '@shared/limits';
import { designLabMessages } from '@shared/messages/design-lab';
import { cn } from '../../lib/cn';
import { useCountdown, useRotatingIndex } from './use-rotation';
import './design-lab.css';

/** Each message enters its own way (spec 02: varied text animations). */
const ENTRANCES = ['dl-msg-rise', 'dl-msg-blur', 'dl-msg-track', 'dl-msg-drift', 'dl-msg-bloom'] as const;

/** A slowly turning gilt ring around a breathing gem: the piece taking shape. */
export function GildedOrbit({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 120" aria-hidden className={cn('text-gold', className)}>
      <defs>
        <linearGradient id="dl-gilt" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#E9D6A6" />
          <stop offset="0.5" stopColor="#B8924A" />
          <stop offset="1" stopColor="#8A6A2F" />
        </linearGradient>
      </defs>
      <circle cx="60" cy="60" r="56" fill="none" stroke="#E6E0D6" strokeWidth="1" />
      <g className="dl-orbit" style={{ transformOrigin: '60px 60px' }}>
        <circle cx="60" cy="60" r="56" fill="none" stroke="url(#dl-gilt)" strokeWidth="1.5" strokeDasharray="70 282" strokeLinecap="round" />
        <circle cx="60" cy="4" r="2.5" fill="url(#dl-gilt)" />
      </g>
      <g className="dl-breathe" style={{ transformOrigin: '60px 60px' }}>
        <path d="M60 34 L78 52 L60 86 L42 52 Z" fill="none" stroke="url(#dl-gilt)" strokeWidth="1.25" strokeLinejoin="round" />
        <path d="M42 52 H78 M52 42 L60 52 L68 42 M60 52 V86" fill="none" stroke="url(#dl-gilt)" strokeWidth="0.75" strokeLinejoin="round" opacity="0.8" />
      </g>
    </svg>
  );
}

/**
 * The pending state (spec 02, section 4): the countdown from 60 to at least 1, the tagline, and the
 * twelve loading messages changing every 8 seconds.
 */
export function GenerationPending({ compact = false, className }: { compact?: boolean; className?: string }) {
  const seconds = useCountdown(GENERATION_COUNTDOWN_S, GENERATION_COUNTDOWN_MIN_S);
  const messages = designLabMessages.loadingMessages;
  const [index] = useRotatingIndex(messages.length, LOADING_MESSAGE_MS);
  return (
    <div data-testid="design-pending" role="status" aria-live="polite" className={cn('flex flex-col items-center justify-center text-center', className)}>
      <GildedOrbit className={compact ? 'size-16' : 'size-20 sm:size-32'} />
      <p data-testid="design-countdown" aria-live="off" className={cn(compact ? 'mt-5' : 'mt-6 sm:mt-8', 'max-w-[44ch] font-sans font-medium uppercase text-ink', compact ? 'text-[11px] tracking-[0.16em]' : 'text-xs tracking-[0.2em] sm:text-[13px]')}>
        {designLabMessages.countdown(seconds)}
      </p>
      <p className={cn('mt-3 font-display italic leading-snug text-gold-deep', compact ? 'text-lg' : 'text-[22px] sm:text-[28px]')}>{designLabMessages.tagline}</p>
      <div aria-hidden className={cn('h-px w-10 bg-hairline', compact ? 'mt-3' : 'mt-6')} />
      <p key={index} data-testid="design-loading-message" className={cn(compact ? 'mt-3' : 'mt-6', 'min-h-[1.6em] font-sans text-graphite', compact ? 'text-sm' : 'text-base', ENTRANCES[index % ENTRANCES.length])}>
        {messages[index]}
      </p>
    </div>
  );
}
