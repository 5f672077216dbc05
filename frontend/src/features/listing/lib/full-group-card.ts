import type { CardVersionDto, SnippetGroupFullDto } from '@api';
import { newestVersion } from '@/lib/newest-version';
import type { ListingGroup } from '../api/get-listing';

/**
 * A group answered in full (a share link's SnippetGroupFullDto: every version with every snippet) in
 * the shape of a card, for ListingCard: every version carries all its snippets uncut, so the card has
 * nothing to read (the group may be private: the version endpoint would not answer the reader).
 */
export function fullGroupCard(group: SnippetGroupFullDto): ListingGroup {
  const versions: CardVersionDto[] = group.versions.map((version) => ({
    id: version.id,
    no: version.no,
    name: version.name,
    isDraft: version.isDraft,
    snippetCount: version.snippets.length,
    snippets: version.snippets.map((snippet) => ({
      ...snippet,
      truncated: false,
      lineCount: snippet.code.split('\n').length,
      size: new TextEncoder().encode(snippet.code).length,
    })),
  }));
  return { ...group, versions, versionCount: versions.length, previewVersionID: newestVersion(versions)?.id ?? null };
}
