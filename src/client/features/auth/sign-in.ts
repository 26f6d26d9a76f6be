import type { AuthUser, Session } from '@shared/contracts/auth';
import { currentUserKey } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { runSignInSteps } from '../../lib/session-events';

/**
 * After a session arrives (log-in, a sign-up that answers a session, an email confirmation that
 * answers one): store it, run what other areas do at sign-in (the bag carries the guest bag into the
 * account, issue 4: emptied only when the merge succeeded, and a failed merge never blocks the
 * sign-in; features/bag/bag-owner.ts), show the user at once when known, and re-fetch it.
 */
export async function signedIn(session: Session, user?: AuthUser): Promise<void> {
  saveSession(session);
  await runSignInSteps();
  if (user) queryClient.setQueryData(currentUserKey, user);
  await queryClient.invalidateQueries({ queryKey: currentUserKey });
}

/** Stores a verified signup's session and loads the user (the verification screen and the callback). */
export async function signInWithSession(session: Session, user?: AuthUser): Promise<void> {
  await signedIn(session, user);
}
