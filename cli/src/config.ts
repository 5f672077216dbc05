import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** What `snipstack login` stores: the server and the personal API token (file mode 0600). */
export interface StoredConfig {
  url?: string;
  token?: string;
  username?: string;
}

/** The user's config folder: $XDG_CONFIG_HOME, %APPDATA% on Windows, ~/Library/Application Support on macOS, ~/.config. */
export function configFile(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CONFIG_HOME ||
    (process.platform === 'win32' && env.APPDATA) ||
    (process.platform === 'darwin' ? join(homedir(), 'Library', 'Application Support') : join(homedir(), '.config'));
  return join(base, 'snipstack', 'config.json');
}

export function readConfig(): StoredConfig {
  try {
    return JSON.parse(readFileSync(configFile(), 'utf8')) as StoredConfig;
  } catch {
    return {};
  }
}

/** Writes the config readable by its owner only (the folder too). */
export function writeConfig(config: StoredConfig): void {
  const file = configFile();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function removeToken(): void {
  const { url } = readConfig();
  if (url) writeConfig({ url });
  else rmSync(configFile(), { force: true });
}
