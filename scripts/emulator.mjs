// Starts the Firebase Auth emulator (firebase-tools, offline) unless one already answers.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { answers, root, stopGroup, waitFor } from './lib.mjs';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-snippets';

/** Whether this run uses the emulator (no real Firebase project configured). */
export function usesEmulator() {
  return !!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIREBASE_PROJECT_ID || PROJECT_ID.startsWith('demo-');
}

export async function startEmulator({ quiet = false } = {}) {
  const url = `http://${EMULATOR_HOST}/`;
  if (await answers(url)) {
    if (!quiet) console.log(`Firebase Auth emulator already running at ${url}`);
    return { url, stop: async () => {} };
  }
  const [host, port] = EMULATOR_HOST.split(':');
  if (!quiet) console.log(`Starting the Firebase Auth emulator at ${url} (project ${PROJECT_ID}) ...`);
  // The emulator's own configuration for this host and port (firebase.json holds the defaults).
  const configDir = join(root, '.data', `firebase-emulator-${port}`);
  mkdirSync(configDir, { recursive: true });
  const configFile = join(configDir, 'firebase.json');
  // The default port keeps firebase-tools' default helper ports; another port takes the two after it.
  const standard = Number(port) === 9099;
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        singleProjectMode: true,
        auth: { host, port: Number(port) },
        hub: { host: '127.0.0.1', port: standard ? 4400 : Number(port) + 1 },
        logging: { host: '127.0.0.1', port: standard ? 4500 : Number(port) + 2 },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      PROJECT_ID,
      '--config',
      configFile,
    ],
    {
      cwd: configDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((r) => child.once('exit', (code) => r(code)));
  try {
    await Promise.race([
      waitFor(() => answers(url), { timeoutMs: 120_000, intervalMs: 300, what: 'the Firebase Auth emulator' }),
      exited.then((code) => {
        throw new Error(`The Firebase Auth emulator exited (code ${code}):\n${output.slice(-2000)}`);
      }),
    ]);
  } catch (error) {
    await stopGroup(child);
    throw error;
  }
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return { url, child, stop: () => stopGroup(child) };
}
