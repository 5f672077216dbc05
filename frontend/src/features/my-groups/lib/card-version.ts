import type { CardSnippetDto, CardVersionDto, SnippetDto } from '@api';
import { isVersionComplete } from '@/lib/group-version';

/** A snippet as a card shows it: the whole code (read in full, or never cut), or a preview of it. */
export interface ShownSnippet extends SnippetDto {
  /** `code` is the first lines only (CardSnippetDto.truncated): edit and copy need the version read in full. */
  truncated: boolean;
  /** The whole code's lines. */
  lineCount: number;
}

/** What the card has of a version without reading it: its preview when it is the one shown, else nothing. */
export function isPreviewComplete(version: CardVersionDto, previewVersionId: string | null): boolean {
  if (version.snippetCount === 0) return true;
  return version.id === previewVersionId && isVersionComplete(version);
}

/**
 * Whether the card reads the version in full (GET /api/public/groups/{id}/versions/{versionId}): when it is not the
 * version previewed (its snippets are not on the card), or the member asked for all of it (a cut snippet's
 * "Show all N lines", "Show all N snippets", editing a cut snippet) and the preview is not already all of it.
 */
export function needsFullVersion(version: CardVersionDto | null, previewVersionId: string | null, wanted: boolean): boolean {
  if (!version || isPreviewComplete(version, previewVersionId)) return false;
  return version.id !== previewVersionId || wanted;
}

/** The snippets shown: the version in full once read, else the card's preview (nothing for another version). */
export function shownSnippets(
  version: CardVersionDto | null,
  previewVersionId: string | null,
  full: { id: string; snippets: SnippetDto[] } | undefined,
): ShownSnippet[] {
  if (!version) return [];
  if (full && full.id === version.id) {
    return full.snippets.map((snippet) => ({ ...snippet, truncated: false, lineCount: lineCountOf(snippet.code) }));
  }
  if (version.id !== previewVersionId) return [];
  return version.snippets.map((snippet: CardSnippetDto) => ({
    id: snippet.id,
    description: snippet.description,
    code: snippet.code,
    truncated: snippet.truncated,
    lineCount: snippet.lineCount,
  }));
}

function lineCountOf(code: string): number {
  return code === '' ? 0 : code.split('\n').length;
}
