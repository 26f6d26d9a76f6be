import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../components/ui/button';
import { LoadingPage } from '../components/states/loading-page';
import { readLinkParams } from '../features/auth/link-params';
import { signInWithSession } from '../features/auth/sign-in';
import { AuthScreen, ContactHelp } from '../features/auth/auth-screen';
import { setWelcomeFlag } from '../features/auth/auth-storage';
import { atLeast, redeemOnce } from '../features/auth/redeem';
import { site } from '../lib/site';
import { verifyMessages } from '@shared/messages/auth';

/** Spec 01 section 9: the verification success screen redirects after 2 seconds. */
export const VERIFY_REDIRECT_MS = 2000;
const MIN_LOADING_MS = 700;

type State = { kind: 'loading' } | { kind: 'success' } | { kind: 'expired' | 'already-used' | 'invalid' | 'error'; message: string };

const TITLES = { expired: 'Link expired', 'already-used': 'Link already used', invalid: 'Invalid link', error: 'Verification failed' } as const;

/** The email verification screen (spec 01 2.6) for /auth/verify and /auth/confirm. */
export default function AuthVerifyPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const link = readLinkParams(location.search, location.hash);

  useEffect(() => {
    const { tokenHash, type } = link;
    if (type === 'recovery') {
      navigate({ pathname: '/auth/callback', search: location.search, hash: location.hash }, { replace: true });
      return;
    }
    if (!tokenHash) {
      setState({ kind: 'invalid', message: verifyMessages.invalidLink });
      return;
    }
    let live = true;
    atLeast(redeemOnce(tokenHash, 'signup'), MIN_LOADING_MS)
      .then(async (result) => {
        if (result.kind === 'success') {
          await signInWithSession(result.session);
          setWelcomeFlag();
          if (live) setState({ kind: 'success' });
        } else if (live) setState({ kind: result.kind, message: result.message });
      })
      .catch(() => {
        if (live) setState({ kind: 'error', message: verifyMessages.network });
      });
    return () => {
      live = false;
    };
    // The link is read once per address.
  }, [location.search, location.hash]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => navigate('/collections', { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'loading') {
    return (
      <LoadingPage title="Email verification" fill>{verifyMessages.loading}</LoadingPage>
    );
  }

  if (state.kind === 'success') {
    return (
      <AuthScreen state="success" tone="success" title={verifyMessages.welcome(site.name)}>
        <p className="text-ink">{verifyMessages.confirmed}</p>
        <p className="mt-2 text-sm">Taking you to the collection…</p>
      </AuthScreen>
    );
  }

  const signUpAgain = (
    <Link key="signup" to="/?auth=signup" className={buttonClasses(state.kind === 'expired' || state.kind === 'invalid' ? 'primary' : 'secondary')}>
      {verifyMessages.signUpAgain}
    </Link>
  );
  const usePassword = (
    <Link key="login" to="/?auth=login" className={buttonClasses(state.kind === 'already-used' ? 'primary' : 'secondary')}>
      {verifyMessages.usePassword}
    </Link>
  );
  const tryAgain = (
    <Button key="retry" onClick={() => window.location.reload()}>
      {verifyMessages.tryAgain}
    </Button>
  );
  const actions =
    state.kind === 'already-used' ? [usePassword, signUpAgain] : state.kind === 'error' ? [tryAgain, usePassword] : [signUpAgain, usePassword];

  return (
    <AuthScreen state={state.kind} tone="danger" title={TITLES[state.kind]} actions={actions} help={<ContactHelp />}>
      <p>{state.message}</p>
    </AuthScreen>
  );
}
