import type { BrowseParams } from './use-browse-params';

/** A public snippet group as the list shows it (the listing answer's shape). */
export interface PublicGroupSummary {
  id: string;
}

/**
 * The public groups for the current filter (GET /api/public/?skip=&limit=&sort=&q=&techID=, total from x-total-count).
 * The listing endpoint is not in the OpenAPI document yet: until it is generated, the list is empty.
 */
export function usePublicGroups(params: BrowseParams) {
  void params;
  return { groups: [] as PublicGroupSummary[], total: 0, isLoading: false };
}
