import { notice, plural } from './notice';

export const reviewMessages = {
  empty: 'No reviews yet. Be the first to review this piece!',
  missing: notice('Missing information', 'Please fill in all fields and select a rating.'),
  failed: notice('Error', 'Failed to submit review. Please try again.'),
  submitted: notice('Review submitted', 'Thank you for your feedback!'),
  nameLength: 'Name must be 1 to 80 characters',
  commentLength: 'Comment must be 1 to 2,000 characters',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  heading: 'Reviews',
  formHeading: 'Write a Review',
  nameLabel: 'Your name',
  ratingLabel: 'Rating',
  commentLabel: 'Your review',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  loadFailed: 'Reviews could not be loaded just now. Please try again later.',
  stars: (n: number) => `${n} of 5 stars`,
  count: (n: number) => plural(n, 'review', 'reviews'),
} as const;
