import { sessionSnapshot, subscribeSession } from './session';

// What other areas do when a member signs in or out, without the sign-in knowing them: the bag
// carries the guest's lines into the account, the bag and the wishlist leave the cache on sign-out.
// Each area registers its part once at start (app.tsx).

type SignInStep = () => Promise<unknown>;
const signInSteps = new Set<SignInStep>();

/** Work a sign-in awaits once the session is stored, before the user is shown (the guest bag's merge). */
export function onSignedIn(step: SignInStep): () => void {
  signInSteps.add(step);
  return () => void signInSteps.delete(step);
}

/** Runs the registered sign-in steps, one after another (features/auth/sign-in.ts). */
export async function runSignInSteps(): Promise<void> {
  for (const step of [...signInSteps]) await step();
}

/** Calls `listener` each time the stored session ends (a logout here or in another tab, a refused refresh). */
export function onSignedOut(listener: () => void): () => void {
  let hadSession = sessionSnapshot() != null;
  return subscribeSession(() => {
    const has = sessionSnapshot() != null;
    if (hadSession && !has) listener();
    hadSession = has;
  });
}
