/** Reads a verification or recovery link: token from token_hash, confirmation_token or token, in the query or the hash. */
export function readLinkParams(search: string, hash: string): { tokenHash: string | null; type: string | null; accessToken: string | null; refreshToken: string | null; error: string | null } {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const pick = (...keys: string[]) => {
    for (const source of [query, fragment]) {
      for (const key of keys) {
        const value = source.get(key);
        if (value) return value;
      }
    }
    return null;
  };
  return {
    tokenHash: pick('token_hash', 'confirmation_token', 'token'),
    type: pick('type'),
    accessToken: pick('access_token'),
    refreshToken: pick('refresh_token'),
    error: pick('error_description', 'error'),
  };
}

/** The reset screen's hash for a recovery session (/auth/reset-password reads it once). */
export function resetHash(accessToken: string, refreshToken: string): string {
  return `#${new URLSearchParams({ access_token: accessToken, refresh_token: refreshToken, type: 'recovery' }).toString()}`;
}
