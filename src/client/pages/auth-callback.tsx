import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingPage } from '../components/states/loading-page';
import { classifyVerifyError } from '../features/auth/api/confirm-email';
import { userOfSession } from '../features/auth/api/user-of-session';
import { readLinkParams, resetHash } from '../features/auth/link-params';
import { signInWithSession } from '../features/auth/sign-in';
import { setWelcomeFlag, storeAuthError, type StoredAuthError } from '../features/auth/auth-storage';
import { redeemOnce } from '../features/auth/redeem';
import { callbackMessages, verifyMessages } from '@shared/messages/auth';

/**
 * The auth callback (spec 01 2.7): redeems a verification or recovery link (token in the query or
 * the hash) and redirects. A recovery link goes on to /auth/reset-password with its tokens; a
 * verified signup stores the session, sets the welcome flag and goes to /collections. Session tokens
 * in the hash count as verified only once the server accepts them (a made-up link is invalid). A failed
 * verification leaves its kind and message in session storage for the auth dialog and goes to
 * /?auth=signup, or /?auth=login when the link was already used.
 */
export default function AuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    const link = readLinkParams(location.search, location.hash);
    const recovery = link.type === 'recovery';

    const fail = (error: StoredAuthError) => {
      if (!live) return;
      if (recovery) {
        // The reset screen shows its own expired and invalid states.
        navigate({ pathname: '/auth/reset-password', hash: `#${new URLSearchParams({ error: error.kind, error_description: error.message }).toString()}` }, { replace: true });
        return;
      }
      storeAuthError(error);
      navigate(error.kind === 'already-used' ? '/?auth=login' : '/?auth=signup', { replace: true });
    };

    const signedUp = async (...args: Parameters<typeof signInWithSession>) => {
      await signInWithSession(...args);
      setWelcomeFlag();
      if (live) navigate('/collections', { replace: true });
    };

    const run = async () => {
      if (link.accessToken && link.refreshToken) {
        if (recovery) {
          navigate({ pathname: '/auth/reset-password', hash: resetHash(link.accessToken, link.refreshToken) }, { replace: true });
          return;
        }
        const session = { access_token: link.accessToken, refresh_token: link.refreshToken, expires_in: 3600, token_type: 'Bearer' };
        let user;
        try {
          user = await userOfSession(session);
        } catch {
          fail({ kind: 'error', message: callbackMessages.network });
          return;
        }
        if (!user) {
          fail({ kind: 'invalid', message: verifyMessages.invalidLink });
          return;
        }
        await signedUp(session, user);
        return;
      }
      if (link.error) {
        const mapped = classifyVerifyError(link.error);
        fail({ kind: mapped.kind === 'success' ? 'error' : mapped.kind, message: link.error });
        return;
      }
      if (!link.tokenHash) {
        fail({ kind: 'invalid', message: verifyMessages.invalidLink });
        return;
      }
      let result;
      try {
        result = await redeemOnce(link.tokenHash, recovery ? 'recovery' : 'signup');
      } catch {
        fail({ kind: 'error', message: callbackMessages.network });
        return;
      }
      if (result.kind !== 'success') {
        fail({ kind: result.kind, message: result.message });
        return;
      }
      if (result.type === 'recovery') {
        if (live) navigate({ pathname: '/auth/reset-password', hash: resetHash(result.session.access_token, result.session.refresh_token) }, { replace: true });
        return;
      }
      await signedUp(result.session);
    };

    run().catch(() => fail({ kind: 'error', message: callbackMessages.unexpected }));
    return () => {
      live = false;
    };
  }, [location.search, location.hash, navigate]);

  return (
    <LoadingPage title="Signing you in" fill>{callbackMessages.processing}</LoadingPage>
  );
}
