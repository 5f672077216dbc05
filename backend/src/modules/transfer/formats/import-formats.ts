import { strFromU8, unzipSync } from 'fflate';
import { ARCHIVE_FORMAT } from './archive';
import { languageOfExtension } from './naming';
import { fromVsCodeBody } from './placeholders';

/** The formats an import reads. */
export const IMPORT_FORMATS = ['snipstack', 'vscode', 'gist', 'gist-zip', 'bytestash', 'masscode'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How a file names a group's technology: by name, language id or file extension (tried in that order). */
export interface TechnologyHint {
  name?: string;
  language?: string;
  extension?: string;
  /** The archive says it is a custom technology of the member (defined in the file). */
  custom?: boolean;
}

export interface ParsedGroup {
  /** What the preview calls it (a gist's description, a snippet's title, a file name). */
  title: string;
  technology: TechnologyHint;
  /** Only the Snipstack archive carries it. */
  isPublic?: boolean;
  /** `isDraft`: only the Snipstack archive carries it. */
  versions: { no: string; name: string; isDraft?: boolean; snippets: { description: string; code: string }[] }[];
}

export interface ParsedFile {
  format: ImportFormat;
  customTechnologies: { name: string; use: string }[];
  groups: ParsedGroup[];
}

/** The file is not one of the formats, or is broken: the message key says which. */
export class UnreadableFileError extends Error {}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const extensionOf = (fileName: string): string | undefined => /\.([A-Za-z0-9+#]+)$/.exec(fileName)?.[1]?.toLowerCase();
const FIRST_VERSION = '1.0.0';
/** The one version a group of the other formats gets: FIRST_VERSION, named `name` (its first 100 characters). */
const firstVersion = (name: string, snippets: { description: string; code: string }[]): ParsedGroup['versions'] => [
  { no: FIRST_VERSION, name: name.slice(0, 100), snippets },
];
const DOCUMENTS = new Set(['md', 'markdown', 'txt', 'rst']);

/** Reads an uploaded file: a ZIP (a cloned gist) or JSON in one of the formats. */
export function parseImportFile(buffer: Buffer, fileName: string): ParsedFile {
  if (buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return parseGistZip(buffer, fileName);
  let data: unknown;
  const source = buffer.toString('utf8').replace(/^\uFEFF/, '');
  try {
    data = JSON.parse(source);
  } catch {
    try {
      // VS Code's snippet files are JSON with comments and trailing commas.
      data = JSON.parse(withoutJsonComments(source));
    } catch {
      throw new UnreadableFileError('notJson');
    }
  }
  if (isObject(data) && data.format === ARCHIVE_FORMAT) return parseArchive(data);
  if (isObject(data) && Array.isArray(data.snippets) && Array.isArray(data.folders)) return parseMassCode(data);
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.snippets) ? data.snippets : null;
  if (list && list.length && list.every((item) => isObject(item) && Array.isArray(item.fragments))) return parseByteStash(list as Json[]);
  if (list && list.length && list.every((item) => isObject(item) && isObject(item.files))) return parseGists(list as Json[]);
  if (isObject(data) && isObject(data.files)) return parseGists([data]);
  if (isObject(data) && Object.values(data).length && Object.values(data).every((item) => isObject(item) && 'body' in item)) {
    return parseVsCode(data, fileName);
  }
  throw new UnreadableFileError('unknownFormat');
}

/** JSON with line and block comments and trailing commas, as plain JSON; strings are left as they are. */
export function withoutJsonComments(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== '"') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 1;
    } else out += c;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

function parseArchive(data: Json): ParsedFile {
  if (data.version !== 1 || !Array.isArray(data.groups)) throw new UnreadableFileError('unknownFormat');
  const custom = Array.isArray(data.customTechnologies) ? data.customTechnologies.filter(isObject) : [];
  return {
    format: 'snipstack',
    customTechnologies: custom.map((t) => ({ name: text(t.name).trim(), use: text(t.use) })),
    groups: data.groups.filter(isObject).map((group, index) => {
      const technology = isObject(group.technology) ? group.technology : {};
      const versions = (Array.isArray(group.versions) ? group.versions.filter(isObject) : []).sort(byPosition);
      return {
        title: `${text(technology.name) || '?'} #${index + 1}`,
        technology: { name: text(technology.name), language: text(technology.language), custom: technology.custom === true },
        isPublic: group.isPublic === true,
        versions: versions.map((version) => ({
          no: text(version.no),
          name: text(version.name),
          isDraft: version.isDraft === true,
          snippets: (Array.isArray(version.snippets) ? version.snippets.filter(isObject) : [])
            .sort(byPosition)
            .map((snippet) => ({ description: text(snippet.description), code: text(snippet.code) })),
        })),
      };
    }),
  };
}

const byPosition = (a: Json, b: Json) => Number(a.position ?? 0) - Number(b.position ?? 0);

/** VS Code: one group per scope (or per the file's language when no scope), its snippets in one version. */
function parseVsCode(data: Json, fileName: string): ParsedFile {
  const fromFileName = fileName.replace(/\.(code-snippets|json)$/i, '');
  const groups = new Map<string, ParsedGroup>();
  for (const [key, entry] of Object.entries(data)) {
    if (!isObject(entry)) continue;
    const scope = text(entry.scope).split(',')[0]?.trim() || fromFileName;
    const group = groups.get(scope) ?? {
      title: scope,
      technology: { name: scope, language: scope },
      versions: firstVersion('VS Code', []),
    };
    const body = Array.isArray(entry.body) ? entry.body.map(text).join('\n') : text(entry.body);
    const description = text(entry.description) && text(entry.description) !== key ? `${key}: ${text(entry.description)}` : key;
    group.versions[0].snippets.push({ description, code: fromVsCodeBody(body) });
    groups.set(scope, group);
  }
  return { format: 'vscode', customTechnologies: [], groups: [...groups.values()] };
}

/** GitHub gists (the gists API's JSON: a list or one gist): a group per gist, a snippet per file. */
function parseGists(gists: Json[]): ParsedFile {
  return {
    format: 'gist',
    customTechnologies: [],
    groups: gists.map((gist) => {
      const files = Object.entries(gist.files as Json).filter(([, file]) => isObject(file)) as [string, Json][];
      const first = files[0];
      return {
        title: text(gist.description) || first?.[0] || text(gist.id),
        technology: { name: text(first?.[1].language), extension: first ? extensionOf(first[0]) : undefined },
        versions: firstVersion(
          text(gist.description),
          files.map(([name, file]) => ({
            description: name,
            // The list answer of the gists API has no content: such files are refused by the service (empty code).
            code: text(file.content),
          })),
        ),
      };
    }),
  };
}

/** A cloned gist folder as a ZIP: one group, a snippet per file (the .git folder and hidden files left out). */
function parseGistZip(buffer: Buffer, fileName: string): ParsedFile {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(buffer), {
      filter: (file) => !file.name.endsWith('/') && !file.name.split('/').some((part) => part.startsWith('.')),
    });
  } catch {
    throw new UnreadableFileError('badZip');
  }
  const files = Object.entries(entries).sort(([a], [b]) => a.localeCompare(b));
  if (files.length === 0) throw new UnreadableFileError('emptyZip');
  const title = fileName.replace(/\.zip$/i, '') || 'gist';
  // The technology comes from the first file in a programming language (a README says nothing).
  const extension = files.map(([name]) => extensionOf(name)).find((ext) => ext && !DOCUMENTS.has(ext) && languageOfExtension(ext));
  return {
    format: 'gist-zip',
    customTechnologies: [],
    groups: [
      {
        title,
        technology: { extension },
        versions: firstVersion(
          title,
          files.map(([name, bytes]) => ({ description: name.split('/').pop()!, code: strFromU8(bytes) })),
        ),
      },
    ],
  };
}

/** ByteStash's export: a snippet (title, description, fragments) per group, a fragment per snippet. */
function parseByteStash(items: Json[]): ParsedFile {
  return {
    format: 'bytestash',
    customTechnologies: [],
    groups: items.map((item) => {
      const fragments = (item.fragments as unknown[]).filter(isObject).sort(byPosition);
      return {
        title: text(item.title),
        technology: { language: text(fragments[0]?.language), extension: extensionOf(text(fragments[0]?.file_name)) },
        versions: firstVersion(
          text(item.title),
          fragments.map((fragment) => ({
            description: [text(fragment.file_name), text(item.description)].filter(Boolean).join(': '),
            code: text(fragment.code),
          })),
        ),
      };
    }),
  };
}

/** massCode's database (db.json): a snippet per group (deleted ones left out), a content fragment per snippet. */
function parseMassCode(data: Json): ParsedFile {
  const snippets = (data.snippets as unknown[]).filter(isObject).filter((s) => s.isDeleted !== true && s.isDeleted !== 1);
  return {
    format: 'masscode',
    customTechnologies: [],
    groups: snippets.map((snippet) => {
      const content = (Array.isArray(snippet.content) ? snippet.content : []).filter(isObject);
      return {
        title: text(snippet.name),
        technology: { language: text(content[0]?.language) },
        versions: firstVersion(
          text(snippet.name),
          content.map((fragment) => ({
            description: [text(snippet.name), text(fragment.label)].filter(Boolean).join(': '),
            code: text(fragment.value),
          })),
        ),
      };
    }),
  };
}
