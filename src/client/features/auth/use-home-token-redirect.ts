import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const TOKEN_KEYS = ['access_token', 'refresh_token', 'token_hash', 'confirmation_token'];

/** True when a URL hash carries auth tokens (spec 01, 2.1). */
export function hashHasAuthTokens(hash: string): boolean {
  const raw = hash.replace(/^#/, '');
  if (!raw) return false;
  const params = new URLSearchParams(raw);
  if (TOKEN_KEYS.some((key) => params.has(key))) return true;
  return params.has('token') && params.has('type');
}

/** On the home page, a hash holding tokens goes to /auth/callback, hash kept. */
export function useHomeTokenRedirect(): void {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/' && hashHasAuthTokens(hash)) navigate({ pathname: '/auth/callback', hash }, { replace: true });
  }, [pathname, hash, navigate]);
}
