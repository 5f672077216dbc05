import {
  addPasskey,
  type DeletedPasskeyDto,
  deletePasskey,
  getListPasskeysKey,
  type PasskeyDto,
  passkeyRegistrationOptions,
  useListPasskeys,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { createPasskey } from '@/lib/webauthn';

const passkeys = [getListPasskeysKey()];

/** GET /api/auth/passkeys: the member's passkeys (built-in accounts only: `enabled` false elsewhere). */
export function usePasskeys(enabled: boolean) {
  const query = useListPasskeys({ swr: { enabled } });
  return { passkeys: query.data ?? [], isLoading: query.isLoading };
}

/** Options from the server, the authenticator's answer (the browser asks the member), then POST /api/auth/passkeys. */
export function useAddPasskey(feedback?: MutationFeedback<string, PasskeyDto>) {
  return useApiMutation({
    ...feedback,
    call: async (name: string) => addPasskey({ name, credential: await createPasskey(await passkeyRegistrationOptions()) }),
    invalidates: passkeys,
  });
}

/** DELETE /api/auth/passkeys/{id}. */
export function useDeletePasskey(feedback?: MutationFeedback<PasskeyDto, DeletedPasskeyDto>) {
  return useApiMutation({ ...feedback, call: (passkey: PasskeyDto) => deletePasskey(passkey.id), invalidates: passkeys });
}
