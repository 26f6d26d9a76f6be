import { useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX, REVIEW_NAME_MAX } from '@shared/limits';
import { reviewMessages } from '@shared/messages/reviews';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useCreateReview } from './api/create-review';
import { StarInput } from './star-input';

const fieldClass =
  'block w-full rounded-[2px] border border-hairline bg-pearl px-4 font-sans text-base text-ink placeholder:text-graphite/60 transition-colors duration-150 focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 disabled:opacity-60';
const labelClass = 'font-sans text-[13px] font-medium uppercase tracking-[0.12em] text-ink';

/**
 * The review form (spec 02, sections 4, 5 and 8): name, rating 1-5, comment, all required (trimmed);
 * on success the list refreshes and the form resets; the texts are the spec's.
 */
export function ReviewForm({ designId }: { designId: string }) {
  const [userName, setUserName] = useState('');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);

  const mutation = useCreateReview(designId, {
    onSuccess: () => {
      toast(reviewMessages.submitted);
      setUserName('');
      setRating(0);
      setComment('');
      setTried(false);
    },
    onError: () => toast({ variant: 'destructive', ...reviewMessages.failed }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const name = userName.trim();
    const text = comment.trim();
    if (!name || !text || rating < 1 || rating > 5) {
      setTried(true);
      toast({ variant: 'destructive', ...reviewMessages.missing });
      return;
    }
    mutation.mutate({ designId, userName: name, rating, comment: text });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="review-form-title" className="flex flex-col gap-6 rounded-[4px] border border-hairline bg-pearl p-6 sm:p-8" data-testid="review-form">
      <h3 id="review-form-title" className="font-display text-[28px] font-medium leading-tight text-ink">
        {reviewMessages.formHeading}
      </h3>
      <div className="flex flex-col gap-2">
        <label htmlFor="review-name" className={labelClass}>
          {reviewMessages.nameLabel}
        </label>
        <input
          id="review-name"
          name="userName"
          autoComplete="name"
          maxLength={REVIEW_NAME_MAX}
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          aria-invalid={tried && !userName.trim() ? true : undefined}
          className={`${fieldClass} min-h-11 aria-[invalid=true]:border-danger`}
        />
      </div>
      <StarInput value={rating} onChange={setRating} label={reviewMessages.ratingLabel} invalid={tried && rating === 0} />
      <div className="flex flex-col gap-2">
        <label htmlFor="review-comment" className={labelClass}>
          {reviewMessages.commentLabel}
        </label>
        <textarea
          id="review-comment"
          name="comment"
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={tried && !comment.trim() ? true : undefined}
          className={`${fieldClass} resize-y py-3 leading-relaxed aria-[invalid=true]:border-danger`}
        />
      </div>
      <Button type="submit" disabled={mutation.isPending} className="self-start" data-testid="review-submit">
        {mutation.isPending ? reviewMessages.submitting : reviewMessages.submit}
      </Button>
    </form>
  );
}
