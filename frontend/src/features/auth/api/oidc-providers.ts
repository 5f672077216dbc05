import { useListOidcProviders } from '@api';

/** GET /api/auth/oidc/providers: the OpenID Connect providers of a built-in accounts site (none elsewhere). */
export function useOidcProviders(enabled: boolean) {
  const { data } = useListOidcProviders({ swr: { enabled } });
  return data ?? [];
}

/** Where a provider's button leads: the server sends the browser on to the provider. */
export const oidcStartUrl = (id: string) => `/api/auth/oidc/${encodeURIComponent(id)}/start`;
