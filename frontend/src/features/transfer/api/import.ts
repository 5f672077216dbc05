import {
  getGetStorageUsageKey,
  getListMySnippetGroupsKey,
  getListOrganisationGroupsKey,
  getListTechnologiesKey,
  importGroups,
  type ImportReportDto,
  previewImport,
} from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

export interface ImportRequest {
  file: Blob;
  skipDuplicates: boolean;
}

/** The query of an import: its options, and the organisation it goes to (its admins), if any. */
const params = ({ skipDuplicates }: ImportRequest, organisation?: string) => ({
  skipDuplicates: skipDuplicates ? ('true' as const) : ('false' as const),
  ...(organisation ? { organisation } : {}),
});

/** POST /api/transfer/import/preview: what an import of the file (into the organisation, when one is given) would create, skip and refuse. */
export function usePreviewImport(organisation?: string, feedback?: MutationFeedback<ImportRequest, ImportReportDto>) {
  return useApiMutation({
    ...feedback,
    call: (request: ImportRequest) => previewImport({ file: request.file }, params(request, organisation)),
  });
}

/** POST /api/transfer/import: creates the groups (and custom technologies) in one go, in the organisation when one is given. */
export function useImportGroups(organisation: string | undefined, feedback?: MutationFeedback<ImportRequest, ImportReportDto>) {
  return useApiMutation({
    ...feedback,
    call: (request: ImportRequest) => importGroups({ file: request.file }, params(request, organisation)),
    // Every page of the Profile's list (or the organisation's), the technologies (custom ones may be created) and the storage used.
    invalidates: [
      organisation ? getListOrganisationGroupsKey(organisation) : getListMySnippetGroupsKey(),
      getListTechnologiesKey(),
      getGetStorageUsageKey(),
    ],
  });
}
