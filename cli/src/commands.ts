import type { MessageKey } from './messages';

/** An option of a command: its flag, whether it takes a value (and may repeat), and its help. */
export interface OptionSpec {
  name: string;
  value?: string;
  multiple?: boolean;
  help: MessageKey;
  choices?: string[];
}

export interface CommandSpec {
  name: string;
  args: string;
  help: MessageKey;
  options: OptionSpec[];
}

const json: OptionSpec = { name: 'json', help: 'opt.json' };
const version: OptionSpec = { name: 'version', value: 'V', help: 'opt.version' };

/** Every command with its options: the parser, `--help` and the shell completions all read this table. */
export const COMMANDS: CommandSpec[] = [
  { name: 'login', args: '', help: 'cmd.login', options: [{ name: 'token', value: 'TOKEN', help: 'opt.token' }] },
  { name: 'logout', args: '', help: 'cmd.logout', options: [] },
  { name: 'whoami', args: '', help: 'cmd.whoami', options: [json] },
  {
    name: 'search',
    args: '<words...>',
    help: 'cmd.search',
    options: [
      { name: 'tech', value: 'T', help: 'opt.tech' },
      { name: 'sort', value: 'S', help: 'opt.sort', choices: ['best', 'popular', 'recent'] },
      { name: 'page', value: 'N', help: 'opt.page' },
      json,
    ],
  },
  { name: 'show', args: '<group>', help: 'cmd.show', options: [version, { name: 'raw', help: 'opt.raw' }, json] },
  {
    name: 'copy',
    args: '<group>',
    help: 'cmd.copy',
    options: [
      version,
      { name: 'snippet', value: 'N', help: 'opt.snippet' },
      { name: 'var', value: 'NAME=VALUE', multiple: true, help: 'opt.var' },
      { name: 'stdout', help: 'opt.stdout' },
    ],
  },
  {
    name: 'push',
    args: '<files...>',
    help: 'cmd.push',
    options: [
      { name: 'group', value: 'G', help: 'opt.group' },
      { name: 'version', value: 'V', help: 'opt.pushVersion' },
      { name: 'name', value: 'N', help: 'opt.name' },
      { name: 'tech', value: 'T', help: 'opt.tech' },
      { name: 'public', help: 'opt.public' },
      { name: 'draft', help: 'opt.draft' },
      { name: 'confirm-secrets', help: 'opt.confirmSecrets' },
      json,
    ],
  },
  { name: 'pull', args: '<group>', help: 'cmd.pull', options: [version, { name: 'dir', value: 'D', help: 'opt.dir' }, json] },
  {
    name: 'export',
    args: '',
    help: 'cmd.export',
    options: [
      { name: 'format', value: 'F', help: 'opt.format', choices: ['snipstack', 'vscode', 'files'] },
      { name: 'group', value: 'G', help: 'opt.group' },
      { name: 'out', value: 'FILE', help: 'opt.out' },
      json,
    ],
  },
  {
    name: 'import',
    args: '<file>',
    help: 'cmd.import',
    options: [{ name: 'dry-run', help: 'opt.dryRun' }, { name: 'keep-visibility', help: 'opt.keepVisibility' }, json],
  },
  { name: 'completions', args: '<bash|zsh|fish>', help: 'cmd.completions', options: [] },
];

/** Options every command takes. */
export const GLOBAL_OPTIONS: OptionSpec[] = [
  { name: 'url', value: 'URL', help: 'opt.url' },
  { name: 'lang', value: 'en|es', help: 'opt.lang', choices: ['en', 'es'] },
  { name: 'help', help: 'opt.help' },
];
