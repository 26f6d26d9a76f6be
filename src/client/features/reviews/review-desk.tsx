import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReview } from '@shared/contracts/review-desk';
import { REVIEW_STATES, type ReviewState } from '@shared/options';
import { ADMIN_REVIEWS_PAGE_SIZE } from '@shared/limits';
import { reviewDeskMessages as text } from '@shared/messages/review-desk';
import { DeskHeader, DeskPage, DeskSection, DeskTitle } from '../../components/layout/desk-page';
import { ListStates } from '../../components/states/list-states';
import { RowSkeleton } from '../../components/states/row-skeleton';
import { Button } from '../../components/ui/button';
import { DesignImage } from '../../components/ui/design-image';
import { Pager } from '../../components/ui/pager';
import { PressedGroup } from '../../components/ui/pressed-group';
import { toastWrite } from '../../components/ui/toast-write';
import { cn } from '../../lib/cn';
import { longDate, readDate } from '../../lib/dates';
import { useAdminReviews } from './api/admin-reviews';
import { useSetReviewHidden } from './api/update-review';

/** The row's three parts side by side from 1,024 px (piece, review, state and actions); stacked below. */
const COLUMNS = 'lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_11rem] lg:items-start';

function StateBadge({ hidden }: { hidden: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-sans text-xs font-medium uppercase tracking-[0.14em]', hidden ? 'text-danger' : 'text-success')} data-testid="review-state">
      <span aria-hidden className={cn('size-2 rounded-full', hidden ? 'bg-danger' : 'bg-success')} />
      {hidden ? text.hiddenBadge : text.visibleBadge}
    </span>
  );
}

/**
 * The rating as the desk reads it: 'n/5', in gold. Not the product page's five stars (./stars.tsx):
 * a module two pages share leaves the product page's chunk, one more script before its first paint.
 */
function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center border border-gold/60 px-2 py-0.5 font-sans text-xs font-medium tabular-nums tracking-[0.08em] text-gold-deep" data-testid="desk-review-rating">
      <span aria-hidden>{value}/5</span>
      <span className="sr-only">{text.rating(value)}</span>
    </span>
  );
}

/** One review with its piece; every field the visitor wrote is rendered as text (React escapes it), never as markup. */
function ReviewRow({ review, history }: { review: AdminReview; history: (id: string) => ReactNode }) {
  const setHidden = useSetReviewHidden();
  const when = readDate(review.createdAt);
  const toggle = () => toastWrite(
    () => setHidden.mutateAsync({ id: review.id, hidden: !review.hidden }),
    (changed) => ({ title: changed.hidden ? text.hidden(changed.userName) : text.shown(changed.userName) }),
    text.failed,
  );
  return (
    <li className={cn('grid gap-4 p-5 sm:px-6', COLUMNS, review.hidden && 'bg-ivory/70')} data-testid="desk-review" data-review-id={review.id} data-hidden={review.hidden}>
      <div className="flex min-w-0 items-start gap-3">
        <Link to={`/product/${review.design.id}`} className="shrink-0" tabIndex={-1} aria-hidden>
          <DesignImage src={review.design.imageUrl} alt="" className="size-16 border border-hairline/70" />
        </Link>
        <div className="min-w-0">
          <Link to={`/product/${review.design.id}`} className="font-display text-[19px] font-medium leading-tight text-ink underline-offset-4 hover:text-gold-deep hover:underline" data-testid="desk-review-piece">
            {review.design.name}
          </Link>
          {!review.design.isPublic ? <p className="mt-1 font-sans text-xs uppercase tracking-[0.14em] text-graphite">{text.privatePiece}</p> : null}
        </div>
      </div>

      <div className={cn('min-w-0', review.hidden && 'opacity-75')}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Rating value={review.rating} />
          <span className="font-sans text-sm font-medium text-ink" data-testid="desk-review-author">{review.userName}</span>
          {when ? <time dateTime={review.createdAt} className="font-sans text-xs uppercase tracking-[0.12em] text-graphite">{longDate(when)}</time> : null}
        </div>
        <p className="mt-1 break-all font-sans text-xs text-graphite">{review.authorEmail ? text.member(review.authorEmail) : text.guest}</p>
        <p className="mt-3 whitespace-pre-line break-words font-sans text-[15px] leading-relaxed text-ink" data-testid="desk-review-comment">
          {review.comment}
        </p>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-hairline pt-3 lg:flex-col lg:items-end lg:border-0 lg:pt-0">
        <StateBadge hidden={review.hidden} />
        <Button variant="secondary" size="sm" onClick={toggle} disabled={setHidden.isPending} className="min-w-28" data-testid={review.hidden ? 'desk-review-show' : 'desk-review-hide'}>
          {review.hidden ? text.show : text.hide}
        </Button>
        <div className="w-full lg:text-right">{history(review.id)}</div>
      </div>
    </li>
  );
}

/**
 * The review desk (issue 27, point 3): every review newest first with its piece, all, visible or
 * hidden, a page at a time; Hide takes a review off the product page and out of the rating, Show puts
 * it back. `history` draws an item's record of changes (the page passes the admin area's).
 */
export function ReviewDesk({ history }: { history: (id: string) => ReactNode }) {
  const [state, setState] = useState<ReviewState>('all');
  const [page, setPage] = useState(1);
  const limit = ADMIN_REVIEWS_PAGE_SIZE;
  const list = useAdminReviews({ state, page, limit });
  const reviews = list.data?.reviews ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / limit));

  return (
    <DeskPage heading={text.heading} lead={text.lead}>
      <DeskSection labelledBy="review-desk-title" testId="review-desk">
        <DeskHeader className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <DeskTitle id="review-desk-title" testId="review-desk-count">
            {text.count(list.data?.total ?? 0)}
          </DeskTitle>
          <PressedGroup
            label={text.filterLabel}
            className="flex w-full border border-hairline sm:w-auto"
            options={REVIEW_STATES.map((option) => ({ value: option, label: text.filters[option], testId: `review-filter-${option}` }))}
            value={state}
            onChange={(option) => {
              setState(option);
              setPage(1);
            }}
            buttonClassName={(active) => cn(
              'inline-flex min-h-11 flex-1 items-center justify-center gap-2 px-4 font-sans text-xs font-medium uppercase tracking-[0.14em] transition-colors duration-150 sm:flex-none',
              active ? 'bg-ink text-ivory' : 'text-graphite hover:text-gold-deep',
            )}
            after={(option) => (list.data ? <span className="tabular-nums opacity-80">{list.data.counts[option.value]}</span> : null)}
          />
        </DeskHeader>

        <ListStates
          list={list}
          failed={{ title: text.loadFailed, retry: text.tryAgain }}
          loading={<RowSkeleton label={text.loading} className="flex flex-col divide-y divide-hairline" rows={3} rowClassName="flex gap-4 p-6" picture="size-16" bars={['w-40', 'w-3/4']} />}
          empty={{ when: reviews.length === 0, text: state === 'all' ? text.empty : text.emptyFiltered[state], testId: 'review-desk-empty' }}
        >
          <div aria-hidden className={cn('hidden gap-4 border-b border-hairline bg-ivory/70 px-6 py-3 lg:grid', COLUMNS)}>
            {[text.columns.piece, text.columns.review, ''].map((column, i) => (
              <p key={i} className="font-sans text-[11px] font-medium uppercase tracking-[0.16em] text-graphite">{column}</p>
            ))}
          </div>
          <ul className={cn('divide-y divide-hairline transition-opacity', list.isPlaceholderData && 'opacity-60')} aria-label={text.heading}>
            {reviews.map((review) => <ReviewRow key={review.id} review={review} history={history} />)}
          </ul>
        </ListStates>
        <Pager page={page} pages={pages} onPage={(p) => { setPage(p); window.scrollTo({ top: 0 }); }} labels={text} />
      </DeskSection>
    </DeskPage>
  );
}
