import {
  getGetNotificationDigestKey,
  type NotificationDigestDto,
  setNotificationDigest,
  unsubscribeNotificationDigest,
  useGetNotificationDigest,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** The member's daily email digest setting, and whether the site can send email at all. */
export function useDigestSetting() {
  return useGetNotificationDigest().data;
}

/** Turns the digest on or off, shown at once. */
export function useSetDigest(feedback?: MutationFeedback<boolean, NotificationDigestDto>) {
  return useApiMutation<boolean, NotificationDigestDto, NotificationDigestDto>({
    ...feedback,
    call: (enabled) => setNotificationDigest({ enabled }),
    optimistic: {
      key: getGetNotificationDigestKey(),
      change: (current, enabled) => ({ ...current, enabled }),
      settle: (_, result) => result,
    },
    invalidates: [getGetNotificationDigestKey()],
  });
}

/** The emailed unsubscribe link's call (no session needed). */
export const unsubscribeDigest = (token: string) => unsubscribeNotificationDigest({ token });
