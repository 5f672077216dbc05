import { getListMemberPinsKey, getListMyPinsKey, pinGroup, type PinsDto, reorderPins, unpinGroup, useListMyPins } from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import { useSession } from '@/lib/session';

const NO_PINS: string[] = [];

/** The member's pinned groups, in order (GET /api/pins). */
export function useMyPins() {
  const { isAuthenticated } = useSession();
  const query = useListMyPins({ swr: { enabled: isAuthenticated } });
  return { groupIds: query.data?.groupIds ?? NO_PINS, key: getListMyPinsKey() };
}

export interface PinChange {
  groupId: string;
  pinned: boolean;
}

/**
 * PUT or DELETE /api/pins/{groupId}, whichever `pinned` asks for: the member's pins change at once, and their page's
 * pinned groups (`username`) are reloaded.
 */
export function useTogglePin(username: string, feedback?: MutationFeedback<PinChange, PinsDto>) {
  return useApiMutation<PinChange, PinsDto, PinsDto>({
    ...feedback,
    call: ({ groupId, pinned }) => (pinned ? pinGroup(groupId) : unpinGroup(groupId)),
    optimistic: {
      key: getListMyPinsKey(),
      change: (pins, { groupId, pinned }) => ({
        groupIds: pinned ? [...pins.groupIds, groupId] : pins.groupIds.filter((id) => id !== groupId),
      }),
      settle: (_, result) => result,
    },
    invalidates: [getListMyPinsKey(), getListMemberPinsKey(username)],
  });
}

/** PUT /api/pins/order: the member's pins in a new order, shown at once; their page's pinned groups are reloaded. */
export function useReorderPins(username: string, feedback?: MutationFeedback<string[], PinsDto>) {
  return useApiMutation<string[], PinsDto, PinsDto>({
    ...feedback,
    call: (groupIds) => reorderPins({ groupIds }),
    optimistic: { key: getListMyPinsKey(), change: (_, groupIds) => ({ groupIds }), settle: (_, result) => result },
    invalidates: [getListMyPinsKey(), getListMemberPinsKey(username)],
  });
}
