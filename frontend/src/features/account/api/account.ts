import {
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
import { revalidateKeys, type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** The signed-in member (GET /api/users) as the header and the account cards show it. */
const currentUser = [getGetCurrentUserKey()];

/** Reloads the signed-in member, e.g. once a changed email is confirmed. */
export function useReloadCurrentUser(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(() => revalidateKeys(mutate, currentUser), [mutate]);
}

/** PATCH /api/users/change-email: the address is free; it takes effect once the emailed link is opened. */
export function useChangeEmail(feedback?: MutationFeedback<EmailDto, EmailChangeDto>) {
  return useApiMutation({ ...feedback, call: changeEmail });
}

/** PATCH /api/users/change-username. */
export function useChangeUsername(feedback?: MutationFeedback<ChangeUsernameDto, UsernameDto>) {
  return useApiMutation({ ...feedback, call: changeUsername, invalidates: currentUser });
}

/** PATCH /api/users/change-password. */
export function useChangePassword(feedback?: MutationFeedback<ChangePasswordDto, OkDto>) {
  return useApiMutation({ ...feedback, call: changePassword });
}

/** PATCH /api/users/update-photo (multipart `file`). */
export function useUpdatePhoto(feedback?: MutationFeedback<UpdatePhotoBody, PhotoDto>) {
  return useApiMutation({ ...feedback, call: updatePhoto, invalidates: currentUser });
}
