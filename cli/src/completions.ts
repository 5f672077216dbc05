import { COMMANDS, GLOBAL_OPTIONS } from './commands';

const names = COMMANDS.map((command) => command.name).join(' ');
const flagsOf = (name: string) =>
  [...(COMMANDS.find((command) => command.name === name)?.options ?? []), ...GLOBAL_OPTIONS].map((option) => `--${option.name}`).join(' ');

function bash(): string {
  const cases = COMMANDS.map((command) => `    ${command.name}) opts="${flagsOf(command.name)}" ;;`).join('\n');
  return `# snipstack completion for bash: eval "$(snipstack completions bash)"
_snipstack() {
  local cur=\${COMP_WORDS[COMP_CWORD]} opts
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${names} --help" -- "$cur"))
    return
  fi
  case "\${COMP_WORDS[1]}" in
${cases}
    *) opts="" ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -F _snipstack snipstack
`;
}

function zsh(): string {
  const cases = COMMANDS.map(
    (command) =>
      `    ${command.name}) _arguments '*: :_files' ${flagsOf(command.name)
        .split(' ')
        .map((f) => `'${f}'`)
        .join(' ')} ;;`,
  ).join('\n');
  return `#compdef snipstack
# snipstack completion for zsh: eval "$(snipstack completions zsh)"
_snipstack() {
  if (( CURRENT == 2 )); then
    compadd ${names}
    return
  fi
  case "$words[2]" in
${cases}
  esac
}
compdef _snipstack snipstack
`;
}

function fish(): string {
  const lines = COMMANDS.flatMap((command) => [
    `complete -c snipstack -n '__fish_use_subcommand' -a ${command.name}`,
    ...[...command.options, ...GLOBAL_OPTIONS].map(
      (option) => `complete -c snipstack -n '__fish_seen_subcommand_from ${command.name}' -l ${option.name}${option.value ? ' -r' : ''}`,
    ),
  ]);
  return `# snipstack completion for fish: snipstack completions fish | source\n${lines.join('\n')}\n`;
}

export const COMPLETIONS: Record<string, () => string> = { bash, zsh, fish };
