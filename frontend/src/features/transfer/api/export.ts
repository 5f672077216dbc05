import { type ExportFormat, getExportMyGroupsUrl } from '@api';
import { apiFetchWithHeaders } from '@/lib/api-fetch';

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** GET /api/transfer/export: the member's groups (all, or one technology's), or an organisation's, as a file to save. */
export async function downloadExport(
  format: ExportFormat,
  technologyId?: string | null,
  organisation?: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { data, headers } = await apiFetchWithHeaders<unknown>(
    getExportMyGroupsUrl({ format, ...(technologyId ? { technologyId } : {}), ...(organisation ? { organisation } : {}) }),
    { method: 'GET' },
  );
  const blob = data instanceof Blob ? data : new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  return { blob, fileName: fileNameOf(headers.get('content-disposition'), `snipstack-export-${format}`) };
}
