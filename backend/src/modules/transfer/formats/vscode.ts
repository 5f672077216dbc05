import type { ExportGroup } from './archive';
import { slug, uniqueName } from './naming';
import { toVsCodeBody } from './placeholders';

export interface VsCodeSnippet {
  prefix: string | string[];
  body: string | string[];
  description?: string;
  scope?: string;
}
export type VsCodeSnippetFile = Record<string, VsCodeSnippet>;

/**
 * VS Code `.code-snippets` files, one per technology: each group's newest version (its last), one
 * entry per snippet named after its description, prefix a slug of it, body the code with its
 * fill-in variables as tab stops, scope the technology's language.
 */
export function buildVsCodeFiles(groups: ExportGroup[]): { fileName: string; content: VsCodeSnippetFile }[] {
  const byTechnology = new Map<string, { name: string; language: string; groups: ExportGroup[] }>();
  for (const group of groups) {
    const entry = byTechnology.get(group.technology.id) ?? { name: group.technology.name, language: group.technology.language, groups: [] };
    entry.groups.push(group);
    byTechnology.set(group.technology.id, entry);
  }
  const fileNames = new Set<string>();
  return [...byTechnology.values()].map((technology) => {
    const content: VsCodeSnippetFile = {};
    const names = new Set<string>();
    for (const group of technology.groups) {
      const newest = group.versions.at(-1);
      for (const snippet of newest?.snippets ?? []) {
        const title = snippet.description.split('\n')[0].trim() || `${technology.name} snippet`;
        const key = uniqueName(title.slice(0, 100), names, (base, n) => `${base} (${n})`);
        content[key] = {
          prefix: slug(title, 'snippet', 40),
          body: toVsCodeBody(snippet.code).split('\n'),
          description: snippet.description,
          ...(technology.language !== 'plaintext' ? { scope: technology.language } : {}),
        };
      }
    }
    return { fileName: `${uniqueName(slug(technology.name, 'snippets'), fileNames)}.code-snippets`, content };
  });
}
