import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  addSnippet,
  addVersion,
  createSnippetGroup,
  deleteVersion,
  exportMyGroups,
  getCurrentUser,
  getPublicGroup,
  getPublicGroupVersion,
  importGroups,
  listPublicGroups,
  listPublicGroupVersions,
  listPublicTechnologies,
  previewImport,
  publishVersion,
  type ImportReportDto,
  type PublicSnippetGroupDto,
  type SecretFindingDto,
  type TechnologyDto,
  type VersionDto,
} from '../../openapi/cli-client/snipstack';
// Pure helpers shared with the web app and the server, bundled in: one grammar of variables, one extension table.
import { fillPlaceholders, placeholdersOf } from '../../frontend/src/lib/placeholders';
import { extensionOf, languageOfExtension, slug } from '../../backend/src/modules/transfer/formats/naming';
import { CliApiError, configureApi } from './api-fetch';
import { COMMANDS, type CommandSpec, GLOBAL_OPTIONS } from './commands';
import { COMPLETIONS } from './completions';
import { readConfig, removeToken, writeConfig } from './config';
import { type MessageKey, pickLanguage, setLanguage, t } from './messages';

/** Exit codes scripts can rely on (`snipstack --help` lists them). */
export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 3, notFound: 4, refused: 5, secrets: 6, unreachable: 7, rateLimited: 8 } as const;

/** A failure with its exit code and message (already translated). */
class CliError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

type Values = Record<string, string | boolean | string[] | undefined>;
interface Context {
  command: CommandSpec;
  values: Values;
  positionals: string[];
  url: string;
}

const DEFAULT_URL = 'http://localhost:3000';
const out = (text: string): void => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const note = (text: string): void => void process.stderr.write(`${text}\n`);
const printJson = (value: unknown): void => out(JSON.stringify(value, null, 2));
const usage = (command: string, message: string) => new CliError(EXIT.usage, t('error.usage', { message, command }));
const str = (value: Values[string]) => (typeof value === 'string' ? value : undefined);

function helpText(command?: CommandSpec): string {
  const line = (flag: string, help: MessageKey) => `  ${flag.padEnd(26)} ${t(help)}`;
  const flags = (options: CommandSpec['options']) =>
    options.map((option) => line(`--${option.name}${option.value ? ` ${option.value}` : ''}`, option.help)).join('\n');
  if (command) {
    return [
      `${t('help.usage')}: snipstack ${command.name} ${command.args} [${t('help.options').toLowerCase()}]`.replace(/ +/g, ' '),
      '',
      t(command.help),
      '',
      `${t('help.options')}:`,
      flags([...command.options, ...GLOBAL_OPTIONS]),
      '',
    ].join('\n');
  }
  return [
    `${t('help.usage')}: snipstack <${t('help.commands').toLowerCase().replace(/s$/, '')}> [${t('help.options').toLowerCase()}]`,
    '',
    `${t('help.commands')}:`,
    ...COMMANDS.map((entry) => `  ${`${entry.name} ${entry.args}`.padEnd(26)} ${t(entry.help)}`),
    '',
    `${t('help.global')}:`,
    flags(GLOBAL_OPTIONS),
    '',
    t('help.more'),
    t('help.exitCodes'),
    '',
  ].join('\n');
}

/** The API's refusals as exit codes and messages (the server's own, translated). */
function fromApiError(error: CliApiError, url: string): CliError {
  if (error.status === 0) return new CliError(EXIT.unreachable, t('error.unreachable', { url, reason: error.message }));
  const code =
    error.status === 401 || error.status === 403
      ? EXIT.auth
      : error.status === 404
        ? EXIT.notFound
        : error.status === 429
          ? EXIT.rateLimited
          : error.status >= 500
            ? EXIT.failed
            : EXIT.refused;
  return new CliError(code, error.message);
}

function needToken(): void {
  const token = process.env.SNIPSTACK_TOKEN || readConfig().token;
  if (!token) throw new CliError(EXIT.auth, t('error.notSignedIn'));
}

async function readLine(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  try {
    if (process.stdin.isTTY) return (await rl.question(prompt)).trim();
    for await (const line of rl) return line.trim();
    return '';
  } finally {
    rl.close();
  }
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// ---- the version a command reads ----------------------------------------------------------------

async function findTechnology(name: string): Promise<TechnologyDto> {
  const technologies = (await listPublicTechnologies()).data as TechnologyDto[];
  const wanted = name.toLowerCase();
  const found = technologies.find((tech) => tech.name.toLowerCase() === wanted || tech.slug === wanted);
  if (!found) throw new CliError(EXIT.notFound, t('push.unknownTech', { name }));
  return found;
}

/** The group's card and one version in full: the one named by --version (number or id), else the newest. */
async function readVersion(groupId: string, asked: string | undefined): Promise<{ group: PublicSnippetGroupDto; version: VersionDto }> {
  const group = (await getPublicGroup(groupId)).data as PublicSnippetGroupDto;
  const versions = (await listPublicGroupVersions(groupId)).data as { id: string; no: string }[];
  const chosen = asked
    ? versions.find((entry) => entry.id === asked || entry.no === asked)
    : (versions.find((entry) => entry.id === group.previewVersionID) ?? versions.at(-1));
  if (!chosen) throw new CliError(EXIT.notFound, t('show.noVersion', { version: asked ?? '' }));
  const version = (await getPublicGroupVersion(groupId, chosen.id)).data as VersionDto;
  return { group, version };
}

// ---- commands -----------------------------------------------------------------------------------

async function login({ values, url }: Context): Promise<void> {
  const token = str(values.token) ?? process.env.SNIPSTACK_TOKEN ?? (await readLine(t('login.prompt')));
  if (!token.startsWith('ssk_')) throw new CliError(EXIT.usage, t('login.notToken'));
  configureApi({ baseUrl: url, token, language: languageHeader() });
  const me = (await getCurrentUser()).data as { username: string };
  writeConfig({ url, token, username: me.username });
  out(t('login.done', { url, user: me.username }));
}

async function whoami({ values }: Context): Promise<void> {
  needToken();
  const me = (await getCurrentUser()).data as { id: string; username: string; email?: string };
  if (values.json) printJson(me);
  else out(me.username);
}

async function search({ values, positionals, command }: Context): Promise<void> {
  const page = Number(str(values.page) ?? 1);
  if (!Number.isInteger(page) || page < 1) throw usage(command.name, `--page ${String(values.page)}`);
  const sortName = str(values.sort) ?? (positionals.length ? 'best' : 'popular');
  const sort = ({ popular: 0, recent: 1, best: 2 } as const)[sortName as 'popular' | 'recent' | 'best'];
  const techID = str(values.tech) ? (await findTechnology(str(values.tech)!)).id : undefined;
  const limit = 20;
  const response = await listPublicGroups({ q: positionals.join(' ') || undefined, techID, sort, skip: (page - 1) * limit, limit });
  const groups = response.data as PublicSnippetGroupDto[];
  const total = Number(response.headers.get('x-total-count') ?? groups.length);
  if (values.json) return printJson({ page, total, groups });
  if (groups.length === 0) return out(t('search.none'));
  const rows = groups.map((group) => [
    group.id,
    group.technology.name,
    cut(group.title || group.versions.find((v) => v.snippets.length)?.snippets[0]?.description || '', 40),
    String(group.versionCount ?? group.versions.length),
    String(group.upVoteCount),
    group.owner.username,
  ]);
  out(table([t('search.head').split('|'), ...rows]));
  out(t('search.page', { page, pages: Math.max(1, Math.ceil(total / limit)), total }));
}

async function show({ values, positionals, command }: Context): Promise<void> {
  if (!positionals[0]) throw usage(command.name, t('error.missing', { what: '<group>' }));
  const { group, version } = await readVersion(positionals[0], str(values.version));
  if (values.json) return printJson({ ...group, version });
  if (values.raw) return out(version.snippets.map((snippet) => snippet.code).join('\n\n'));
  const title = group.title || group.technology.name;
  out(`${title}  [${group.technology.name}]  ${group.owner.username}  ▲${group.upVoteCount}`);
  if (group.description) out(group.description);
  out(t('show.version', { no: version.no, name: version.name }).trim() + (version.isDraft ? ` ${t('show.draft')}` : ''));
  version.snippets.forEach((snippet, index) => {
    out(`\n${t('show.snippet', { n: index + 1, description: snippet.description })}\n${snippet.code}`);
  });
}

/** A clipboard program of this system, if there is one. */
function clipboardTool(): string[] | null {
  const candidates: string[][] =
    process.platform === 'darwin'
      ? [['pbcopy']]
      : process.platform === 'win32'
        ? [['clip']]
        : [['wl-copy'], ['xclip', '-selection', 'clipboard'], ['xsel', '--clipboard', '--input']];
  for (const candidate of candidates) {
    try {
      execFileSync(process.platform === 'win32' ? 'where' : 'which', [candidate[0]], { stdio: 'ignore' });
      if (process.platform !== 'darwin' && process.platform !== 'win32' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
        return null;
      return candidate;
    } catch {
      // Not installed: the next one.
    }
  }
  return null;
}

async function copy({ values, positionals, command }: Context): Promise<void> {
  if (!positionals[0]) throw usage(command.name, t('error.missing', { what: '<group>' }));
  const n = Number(str(values.snippet) ?? 1);
  if (!Number.isInteger(n) || n < 1) throw usage(command.name, `--snippet ${String(values.snippet)}`);
  const given: Record<string, string> = {};
  for (const pair of (values.var as string[] | undefined) ?? []) {
    const at = pair.indexOf('=');
    if (at < 1) throw new CliError(EXIT.usage, t('copy.badVar', { value: pair }));
    given[pair.slice(0, at)] = pair.slice(at + 1);
  }
  const { version } = await readVersion(positionals[0], str(values.version));
  const snippet = version.snippets[n - 1];
  if (!snippet) throw new CliError(EXIT.notFound, t('copy.noSnippet', { n, count: version.snippets.length }));
  for (const variable of placeholdersOf(snippet.code)) {
    if (variable.name in given || !process.stdin.isTTY) continue;
    const answer = await readLine(t('copy.prompt', { name: variable.name, default: variable.defaultValue }));
    if (answer) given[variable.name] = answer;
  }
  const code = fillPlaceholders(snippet.code, given);
  const tool = values.stdout ? null : clipboardTool();
  if (!tool) return out(code);
  await new Promise<void>((done, fail) => {
    const child = spawn(tool[0], tool.slice(1), { stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', fail);
    child.on('exit', () => done());
    child.stdin.end(code);
  });
  note(t('copy.copied', { tool: tool[0] }));
}

/** The technology of the files: --tech, else the first official one whose language the extensions name. */
async function technologyOf(files: string[], asked: string | undefined): Promise<TechnologyDto> {
  if (asked) return findTechnology(asked);
  const technologies = (await listPublicTechnologies()).data as TechnologyDto[];
  for (const file of files) {
    const language = languageOfExtension(extname(file).slice(1));
    // The technology named after the language (Python for .py, not Django), else the first of that language.
    const found =
      language &&
      (technologies.find((tech) => tech.language === language && tech.slug === language) ??
        technologies.find((tech) => tech.language === language));
    if (found) return found;
  }
  throw new CliError(EXIT.usage, t('push.noTech', { file: basename(files[0]) }));
}

function secretsFound(error: CliApiError, files: string[]): CliError | null {
  const findings = (error.data as { findings?: SecretFindingDto[] } | null)?.findings;
  if (error.status !== 409 || !findings) return null;
  const lines = findings.map((finding) =>
    t('push.finding', {
      file: files[finding.snippetIndex] ?? finding.snippetDescription,
      line: finding.line,
      title: finding.title,
      excerpt: finding.excerpt,
    }),
  );
  return new CliError(EXIT.secrets, [t('push.secrets'), ...lines, t('push.secretsHint')].join('\n'));
}

async function push({ values, positionals, command }: Context): Promise<void> {
  if (positionals.length === 0) throw usage(command.name, t('push.noFiles'));
  needToken();
  const snippets = positionals.map((file) => {
    try {
      return { description: basename(file), code: readFileSync(file, 'utf8') };
    } catch (error) {
      throw new CliError(EXIT.usage, t('error.file', { file, reason: (error as Error).message }));
    }
  });
  const no = str(values.version) ?? '1.0.0';
  const confirmSecrets = values['confirm-secrets'] === true;
  const isDraft = values.draft === true;
  const groupId = str(values.group);
  try {
    if (!groupId) {
      const technology = await technologyOf(positionals, str(values.tech));
      const isPublic = values.public === true;
      const created = (
        await createSnippetGroup({
          technologyID: technology.id,
          isPublic,
          title: str(values.name) ?? basename(positionals[0]),
          versions: [{ no, isDraft, snippets }],
          confirmSecrets,
        })
      ).data as { id: string; isPublic: boolean };
      if (values.json) return printJson(created);
      const visibility = t(created.isPublic ? 'push.public' : 'push.private');
      return out(t('push.created', { id: created.id, visibility, no, count: snippets.length }));
    }
    // A version is filled as a draft, then published: the secret scan runs once on all of it, and a
    // refusal takes the draft away again, so that nothing is left half written.
    const { versionID } = (await addVersion(groupId, { no, name: str(values.name), isDraft: true })).data as { versionID: string };
    try {
      for (const snippet of snippets) await addSnippet(groupId, { versionID, snippet });
      if (!isDraft) await publishVersion(groupId, { versionID, confirmSecrets });
    } catch (error) {
      await deleteVersion(groupId, versionID).catch(() => undefined);
      throw error;
    }
    if (values.json) return printJson({ groupId, versionId: versionID, isDraft });
    out(t('push.added', { no, id: groupId, draft: isDraft ? t('push.asDraft') : '', count: snippets.length }));
  } catch (error) {
    if (error instanceof CliApiError) throw secretsFound(error, positionals) ?? error;
    throw error;
  }
}

async function pull({ values, positionals, command }: Context): Promise<void> {
  if (!positionals[0]) throw usage(command.name, t('error.missing', { what: '<group>' }));
  const { group, version } = await readVersion(positionals[0], str(values.version));
  const dir = resolve(str(values.dir) ?? '.');
  mkdirSync(dir, { recursive: true });
  const used = new Set<string>();
  const written = version.snippets.map((snippet, index) => {
    // A snippet pushed from a file keeps its file name; others are named after their description.
    const fileName = /^[\w.-]+\.\w+$/.test(snippet.description)
      ? snippet.description
      : `${index + 1}-${slug(snippet.description, 'snippet')}.${extensionOf(group.technology.language)}`;
    const name = used.has(fileName) ? `${index + 1}-${fileName}` : fileName;
    used.add(name);
    writeFileSync(join(dir, name), snippet.code);
    return join(dir, name);
  });
  if (values.json) return printJson({ groupId: group.id, versionId: version.id, files: written });
  out(t('pull.wrote', { count: written.length, dir }));
}

function progressOnStderr(): ((received: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (received) => process.stderr.write(t('transfer.progress', { received: formatSize(received) }));
}

async function exportGroups({ values }: Context): Promise<void> {
  needToken();
  const format = (str(values.format) ?? 'snipstack') as 'snipstack' | 'vscode' | 'files';
  const response = await exportMyGroups({ format, groupId: str(values.group) });
  const disposition = response.headers.get('content-disposition') ?? '';
  const file = resolve(
    str(values.out) ?? /filename="([^"]+)"/.exec(disposition)?.[1] ?? `snipstack-export.${format === 'files' ? 'zip' : 'json'}`,
  );
  const data = response.data as unknown;
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(JSON.stringify(data, null, 2));
  writeFileSync(file, bytes);
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (values.json) return printJson({ file, bytes: bytes.length });
  out(t('export.wrote', { file, size: formatSize(bytes.length) }));
}

async function importFile({ values, positionals, command }: Context): Promise<void> {
  if (!positionals[0]) throw usage(command.name, t('error.missing', { what: '<file>' }));
  needToken();
  let content: Buffer;
  try {
    if (!statSync(positionals[0]).isFile()) throw new Error('not a file');
    content = readFileSync(positionals[0]);
  } catch (error) {
    throw new CliError(EXIT.usage, t('error.file', { file: positionals[0], reason: (error as Error).message }));
  }
  const body = { file: new File([new Uint8Array(content)], basename(positionals[0])) };
  const params = { keepVisibility: values['keep-visibility'] ? ('true' as const) : undefined };
  const dryRun = values['dry-run'] === true;
  const report = (dryRun ? await previewImport(body, params) : await importGroups(body, params)).data as ImportReportDto;
  if (values.json) return printJson(report);
  out(t(dryRun ? 'import.preview' : 'import.summary', report as unknown as Record<string, number | string>));
}

function completions({ positionals }: Context): void {
  const script = COMPLETIONS[positionals[0] ?? ''];
  if (!script) throw new CliError(EXIT.usage, t('error.shell'));
  out(script());
}

const RUN: Record<string, (context: Context) => Promise<void> | void> = {
  login,
  logout: () => {
    removeToken();
    out(t('logout.done'));
  },
  whoami,
  search,
  show,
  copy,
  push,
  pull,
  export: exportGroups,
  import: importFile,
  completions,
};

const languageHeader = () => (t('help.usage') === 'Uso' ? 'es-ES' : 'en-EN');

export async function main(argv: string[]): Promise<number> {
  const langAt = argv.indexOf('--lang');
  setLanguage(pickLanguage(langAt >= 0 ? argv[langAt + 1] : undefined, process.env));
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    out(helpText());
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS.find((entry) => entry.name === name);
  if (!command) {
    note(t('error.unknownCommand', { name }));
    return EXIT.usage;
  }
  let parsed: { values: Values; positionals: string[] };
  try {
    const options = Object.fromEntries(
      [...command.options, ...GLOBAL_OPTIONS].map((option) => [
        option.name,
        { type: option.value ? ('string' as const) : ('boolean' as const), ...(option.multiple ? { multiple: true } : {}) },
      ]),
    );
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true }) as typeof parsed;
    for (const option of [...command.options, ...GLOBAL_OPTIONS]) {
      const value = parsed.values[option.name];
      if (option.choices && typeof value === 'string' && !option.choices.includes(value)) throw new Error(`--${option.name} ${value}`);
    }
  } catch (error) {
    note(usage(command.name, (error as Error).message.split('\n')[0]).message);
    return EXIT.usage;
  }
  if (parsed.values.help) {
    out(helpText(command));
    return EXIT.ok;
  }
  const stored = readConfig();
  const url = (str(parsed.values.url) ?? process.env.SNIPSTACK_URL ?? stored.url ?? DEFAULT_URL).replace(/\/+$/, '');
  const onProgress = progressOnStderr();
  configureApi({ baseUrl: url, token: process.env.SNIPSTACK_TOKEN || stored.token || null, language: languageHeader(), onProgress });
  try {
    await RUN[command.name]({ command, values: parsed.values, positionals: parsed.positionals, url });
    return EXIT.ok;
  } catch (error) {
    const failure = error instanceof CliApiError ? fromApiError(error, url) : error instanceof CliError ? error : null;
    if (!failure) throw error;
    note(failure.message);
    return failure.code;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    note(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = EXIT.failed;
  },
);
