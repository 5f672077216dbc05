/**
 * The Snipstack archive: a JSON document that holds every field of a member's groups, so that an
 * export imported again gives the same groups (technologies by name, custom ones with their definition).
 */
export const ARCHIVE_FORMAT = 'snipstack-archive';
export const ARCHIVE_VERSION = 1;

export interface ArchiveSnippet {
  description: string;
  code: string;
  position: number;
}

export interface ArchiveVersion {
  no: string;
  name: string;
  /** A draft, seen only by the owner (absent in archives written before drafts: published). */
  isDraft: boolean;
  position: number;
  snippets: ArchiveSnippet[];
}

export interface ArchiveTechnologyRef {
  name: string;
  /** A custom technology of the member (defined in `customTechnologies`), or an official one. */
  custom: boolean;
  language: string;
}

export interface ArchiveGroup {
  technology: ArchiveTechnologyRef;
  isPublic: boolean;
  createdAt: string;
  versions: ArchiveVersion[];
}

export interface ArchiveCustomTechnology {
  name: string;
  use: string;
}

export interface SnipstackArchive {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  exportedAt: string;
  customTechnologies: ArchiveCustomTechnology[];
  groups: ArchiveGroup[];
}

/** A group as the exporter reads it: versions and snippets in their order. */
export interface ExportGroup {
  id: string;
  technology: { id: string; name: string; language: string; isCustom: boolean };
  isPublic: boolean;
  createdAt: string;
  versions: { no: string; name: string; isDraft: boolean; snippets: { description: string; code: string }[] }[];
}

export function buildArchive(groups: ExportGroup[], customTechnologies: ArchiveCustomTechnology[], now: Date): SnipstackArchive {
  const usedCustom = new Set(groups.filter((g) => g.technology.isCustom).map((g) => g.technology.name.toLowerCase()));
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    customTechnologies: customTechnologies.filter((t) => usedCustom.has(t.name.toLowerCase())),
    groups: groups.map((group) => ({
      technology: { name: group.technology.name, custom: group.technology.isCustom, language: group.technology.language },
      isPublic: group.isPublic,
      createdAt: group.createdAt,
      versions: group.versions.map((version, position) => ({
        no: version.no,
        name: version.name,
        isDraft: version.isDraft,
        position,
        snippets: version.snippets.map((snippet, index) => ({ description: snippet.description, code: snippet.code, position: index })),
      })),
    })),
  };
}
