import {
  getGetStorageUsageKey,
  getListMySnippetGroupsKey,
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

const params = ({ skipDuplicates }: ImportRequest) => ({ skipDuplicates: skipDuplicates ? ('true' as const) : ('false' as const) });

/** POST /api/transfer/import/preview: what an import of the file would create, skip and refuse. */
export function usePreviewImport(feedback?: MutationFeedback<ImportRequest, ImportReportDto>) {
  return useApiMutation({ ...feedback, call: (request: ImportRequest) => previewImport({ file: request.file }, params(request)) });
}

/** POST /api/transfer/import: creates the groups (and custom technologies) in one go. */
export function useImportGroups(feedback?: MutationFeedback<ImportRequest, ImportReportDto>) {
  return useApiMutation({
    ...feedback,
    call: (request: ImportRequest) => importGroups({ file: request.file }, params(request)),
    // Every page of the Profile's list, the technologies (custom ones may be created) and the storage used.
    invalidates: [getListMySnippetGroupsKey(), getListTechnologiesKey(), getGetStorageUsageKey()],
  });
}
