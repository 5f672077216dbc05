import type { ExportGroup } from './archive';
import { extensionOf, slug, uniqueName } from './naming';

/**
 * Plain files: one folder per group (`<technology>-<short id>`), one per version inside
 * (`<position>-<no>[-<name>]`), one file per snippet (`<position>-<description>.<extension>`).
 */
export function buildPlainFiles(groups: ExportGroup[]): Record<string, string> {
  const files: Record<string, string> = {};
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  for (const group of groups) {
    const folder = `${slug(group.technology.name, 'group', 40)}-${group.id.slice(0, 8)}`;
    const extension = extensionOf(group.technology.language);
    group.versions.forEach((version, v) => {
      const versionFolder = `${pad(v)}-${slug([version.no, version.name].filter(Boolean).join('-'), 'version', 60)}`;
      const names = new Set<string>();
      version.snippets.forEach((snippet, s) => {
        const base = uniqueName(`${pad(s)}-${slug(snippet.description.split('\n')[0], 'snippet', 50)}`, names);
        files[`${folder}/${versionFolder}/${base}.${extension}`] = snippet.code;
      });
    });
  }
  return files;
}
