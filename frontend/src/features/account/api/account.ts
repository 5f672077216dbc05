import {
  builtinChangeEmail,
  builtinChangePassword,
  builtinLogOutEverywhere,
  changeEmail,
  type ChangePasswordDto,
  changePassword,
  type ChangeUsernameDto,
  changeUsername,
  type EmailChangeDto,
  type EmailDto,
  getGetCurrentUserKey,
  type OkDto,
  type PhotoDto,
  updatePhoto,
  type UpdatePhotoBody,
  type UsernameDto,
} from '@api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { getAuthProvider, keepSessionWithToken, renewSessionWithPassword } from '@/lib/session';
import { revalidateKeys, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** The signed-in member (GET /api/users) as the header and the account cards show it. */
const currentUser = [getGetCurrentUserKey()];

/** Reloads the signed-in member, e.g. once a changed email is confirmed. */
export function useReloadCurrentUser(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(() => revalidateKeys(mutate, currentUser), [mutate]);
}

const isBuiltin = async () => (await getAuthProvider()) === 'builtin';

/**
 * PATCH /api/users/change-email: the address is free; it takes effect once the emailed link is opened. Built-in
 * accounts: POST /api/auth/builtin/change-email, whose server emails the link itself.
 */
export function useChangeEmail(feedback?: MutationFeedback<EmailDto, EmailChangeDto>) {
  return useApiMutation({
    ...feedback,
    call: async (body: EmailDto) => ((await isBuiltin()) ? builtinChangeEmail(body) : changeEmail(body)),
  });
}

/** POST /api/auth/builtin/log-out-everywhere (built-in accounts): every session of the account ends, this one too. */
export function useLogOutEverywhere(feedback?: MutationFeedback<void, OkDto>) {
  return useApiMutation({ ...feedback, call: () => builtinLogOutEverywhere() });
}

/** PATCH /api/users/change-username. */
export function useChangeUsername(feedback?: MutationFeedback<ChangeUsernameDto, UsernameDto>) {
  return useApiMutation({ ...feedback, call: changeUsername, invalidates: currentUser });
}

/**
 * PATCH /api/users/change-password (built-in accounts: POST /api/auth/builtin/change-password), which ends every
 * session of the account, then this device signs in again with the new password (built-in accounts: keeps its
 * session with the access token answered): done (and "Password changed" said) once this device holds its new token, so what the member
 * does next is sent with it.
 */
export function useChangePassword(accountEmail: string, feedback?: MutationFeedback<ChangePasswordDto, OkDto>) {
  return useApiMutation({
    ...feedback,
    call: async (body: ChangePasswordDto) => {
      // Built-in accounts end the other sessions and keep this one, with the new access token answered.
      if (await isBuiltin()) {
        const session = await builtinChangePassword(body);
        await keepSessionWithToken(session.accessToken);
        return { ok: true };
      }
      const answer = await changePassword(body);
      await renewSessionWithPassword(accountEmail, body.password);
      return answer;
    },
  });
}

/** PATCH /api/users/update-photo (multipart `file`). */
export function useUpdatePhoto(feedback?: MutationFeedback<UpdatePhotoBody, PhotoDto>) {
  return useApiMutation({ ...feedback, call: updatePhoto, invalidates: currentUser });
}
