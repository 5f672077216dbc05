import { getClientConfig, useGetClientConfig } from '@api';
import { SKIP_AUTH_HEADER } from '@/lib/api-fetch';

/** Who signs members in on this site (AUTH_PROVIDER on the server), from `GET /api/public/client-config`. */
export type AuthProviderName = 'firebase' | 'builtin';

let provider: Promise<AuthProviderName> | null = null;

/** The site's provider, asked once (again after a failure). */
export function getAuthProvider(): Promise<AuthProviderName> {
  provider ??= getClientConfig({ headers: { [SKIP_AUTH_HEADER]: '1' } })
    .then((config) => config.authProvider)
    .catch((error: unknown) => {
      provider = null;
      throw error;
    });
  return provider;
}

/** The site's provider for a screen; undefined while it loads. */
export function useAuthProvider(): AuthProviderName | undefined {
  const { data } = useGetClientConfig({ request: { headers: { [SKIP_AUTH_HEADER]: '1' } } });
  return data?.authProvider;
}
