import {
  getCountUnreadNotificationsKey,
  getListNotificationsKey,
  getListNotificationsUrl,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationDto,
  useCountUnreadNotifications,
} from '@api';
import useSWR from 'swr';
import { apiFetchWithHeaders } from '@/lib/api-fetch';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';
import { readTotalCount } from '@/lib/total-count';

/** Notifications on a page of the list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How often the bell asks for the unread count while the app is open. */
const UNREAD_REFRESH_MS = 60_000;

/** The member's unread notifications (the bell): asked again every minute and when the window gets the focus. */
export function useUnreadCount() {
  const { isAuthenticated } = useSession();
  const query = useCountUnreadNotifications({ swr: { enabled: isAuthenticated, refreshInterval: UNREAD_REFRESH_MS } });
  return isAuthenticated ? (query.data?.count ?? 0) : 0;
}

/** One page of the member's notifications, newest first, and their total. */
export function useNotificationsPage(page: number) {
  const params = { skip: (page - 1) * NOTIFICATIONS_PAGE_SIZE, limit: NOTIFICATIONS_PAGE_SIZE };
  const result = useSWR(
    getListNotificationsKey(params),
    async () => {
      const { data, headers } = await apiFetchWithHeaders<NotificationDto[]>(getListNotificationsUrl(params), { method: 'GET' });
      return { items: data, total: readTotalCount(headers, data.length) };
    },
    { keepPreviousData: true },
  );
  return {
    items: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    isLoading: !result.data && !result.error,
    error: result.error as unknown,
    retry: () => void result.mutate(),
  };
}

const STALE = [getListNotificationsKey(), getCountUnreadNotificationsKey()];

export function useMarkRead(feedback?: MutationFeedback<string, unknown>) {
  return useApiMutation({ ...feedback, call: (id: string) => markNotificationRead(id), invalidates: STALE });
}

export function useMarkAllRead(feedback?: MutationFeedback<void, unknown>) {
  return useApiMutation({ ...feedback, call: () => markAllNotificationsRead(), invalidates: STALE });
}
