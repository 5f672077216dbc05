import { report, type ReportCategory, type ReportedDto } from '@api';
import { useSWRConfig } from 'swr';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';
import type { ListingGroup } from './get-listing';
import { reloadListingWhenGone } from './reload-when-gone';

export interface GroupReport {
  group: ListingGroup;
  /** Optional; sent only when not blank, as the report's details. */
  reason: string;
  category: ReportCategory;
}

/** POST /api/interactions/report. */
export function useReportGroup(feedback?: MutationFeedback<GroupReport, ReportedDto>) {
  const { mutate } = useSWRConfig();
  return useApiMutation<GroupReport, ReportedDto>({
    ...feedback,
    call: ({ group, reason, category }) => {
      const trimmed = reason.trim();
      return reloadListingWhenGone(mutate, () =>
        report({ snippetsGroupsID: group.id, category, ...(trimmed ? { details: trimmed } : {}) }),
      );
    },
  });
}
