import {
  approveRequest,
  getListAuditLogKey,
  getListOfficialRequestsKey,
  getListPublicGroupsKey,
  getListPublicTechnologiesKey,
  getListTechnologiesKey,
  type ListOfficialRequestsStatus,
  type OfficialRequestDto,
  rejectRequest,
  useListOfficialRequests,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** Official-technology requests with one status (GET /api/moderation/requests?status=). */
export function useOfficialRequests(status: ListOfficialRequestsStatus) {
  const query = useListOfficialRequests({ status });
  return { ...query, requests: query.data ?? [] };
}

export interface Approval {
  request: OfficialRequestDto;
  /** Icon of the new official technology; none when blank. */
  imageURL: string;
}

/** POST /api/moderation/requests/{id}/approve: the technology becomes official for everyone. */
export function useApproveRequest(feedback?: MutationFeedback<Approval, OfficialRequestDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ request, imageURL }: Approval) => approveRequest(request.id, imageURL ? { imageURL } : {}),
    invalidates: [
      getListOfficialRequestsKey(),
      getListAuditLogKey(),
      getListPublicTechnologiesKey(),
      getListTechnologiesKey(),
      getListPublicGroupsKey(),
    ],
  });
}

export interface Rejection {
  request: OfficialRequestDto;
  reason: string;
}

/** POST /api/moderation/requests/{id}/reject. */
export function useRejectRequest(feedback?: MutationFeedback<Rejection, OfficialRequestDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ request, reason }: Rejection) => rejectRequest(request.id, { reason }),
    invalidates: [getListOfficialRequestsKey(), getListAuditLogKey(), getListTechnologiesKey()],
  });
}
