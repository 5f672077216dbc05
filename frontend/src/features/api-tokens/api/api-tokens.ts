import {
  type ApiTokenDto,
  createApiToken,
  type CreateApiTokenDto,
  type CreatedApiTokenDto,
  getListApiTokensKey,
  revokeApiToken,
  type RevokedApiTokenDto,
  useListApiTokens,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

const tokens = [getListApiTokensKey()];

/** GET /api/api-tokens: the member's personal API tokens (never the tokens themselves). */
export function useApiTokens() {
  const { isAuthenticated } = useSession();
  const query = useListApiTokens({ swr: { enabled: isAuthenticated } });
  return { tokens: query.data ?? [], isLoading: query.isLoading, error: query.error, retry: () => void query.mutate() };
}

/** POST /api/api-tokens: answers the token, this once. */
export function useCreateApiToken(feedback?: MutationFeedback<CreateApiTokenDto, CreatedApiTokenDto>) {
  return useApiMutation({ ...feedback, call: createApiToken, invalidates: tokens });
}

/** DELETE /api/api-tokens/{id}. */
export function useRevokeApiToken(feedback?: MutationFeedback<ApiTokenDto, RevokedApiTokenDto>) {
  return useApiMutation({ ...feedback, call: (token: ApiTokenDto) => revokeApiToken(token.id), invalidates: tokens });
}
