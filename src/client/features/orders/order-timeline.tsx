import { Truck } from 'lucide-react';
import { ordersMessages } from '@shared/messages/orders';
import { estimateText, orderTimeline, queueText, stepDetail, type TimelinePiece } from '@shared/timeline';
import { cn } from '../../lib/cn';
import { shortDate } from '../../lib/dates';

/**
 * An order's timeline (issue 26, point 3; src/shared/timeline.ts, which the order mails share):
 * Paid, In production, Shipped, Delivered, each reached step a gold dot with its date, the current
 * one ringed; then the estimated ship window and the production queue ahead, until it has shipped.
 */
export function OrderTimeline({ pieces, className }: { pieces: readonly TimelinePiece[]; className?: string }) {
  const { steps, estimate } = orderTimeline(pieces);
  return (
    <section aria-label={ordersMessages.timelineTitle} className={cn('border-b border-hairline px-5 py-5 sm:px-8 sm:py-6', className)} data-testid="order-timeline">
      <ol className="grid grid-cols-4">
        {steps.map((step, i) => {
          const detail = step.reached || step.piecesReached > 0 ? stepDetail(step, shortDate) : '';
          return (
            <li
              key={step.key}
              className="relative flex min-w-0 flex-col items-center px-1 text-center"
              aria-current={step.current ? 'step' : undefined}
              data-testid="timeline-step"
              data-step={step.key}
              data-reached={step.reached}
            >
              {i > 0 ? (
                <span aria-hidden className={cn('absolute right-1/2 top-[6px] h-px w-full', step.reached ? 'bg-gold' : step.piecesReached > 0 ? 'bg-gold/40' : 'bg-hairline')} />
              ) : null}
              <span
                aria-hidden
                className={cn(
                  'relative z-[1] size-[13px] rounded-full border transition-colors duration-200',
                  step.reached ? 'border-gold bg-gold' : step.piecesReached > 0 ? 'border-gold bg-pearl' : 'border-hairline bg-pearl',
                  step.current && 'ring-4 ring-gold/20',
                )}
              />
              <span className={cn('mt-2.5 font-sans text-[10px] uppercase leading-tight tracking-[0.14em] sm:text-[11px]', step.reached ? 'text-ink' : 'text-graphite')}>
                {step.label}
              </span>
              <span className="mt-1 min-h-4 font-sans text-[11px] leading-tight tabular-nums text-graphite sm:text-xs" data-testid="timeline-date">
                {detail}
                <span className="sr-only">{step.reached ? '' : ` ${ordersMessages.notYet}`}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {estimate ? (
        <p className="mt-5 flex items-start gap-2.5 font-sans text-sm leading-relaxed text-gold-deep" data-testid="timeline-estimate">
          <Truck size={18} strokeWidth={1.5} aria-hidden className="mt-0.5 shrink-0" />
          <span>
            {estimateText(estimate, shortDate)}
            {!estimate.late && estimate.delayWeeks === 0 && estimate.queueAhead ? (
              <span className="block text-graphite" data-testid="timeline-queue">{`${queueText(estimate.queueAhead)}.`}</span>
            ) : null}
          </span>
        </p>
      ) : null}
    </section>
  );
}
