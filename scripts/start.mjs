// `npm start`: builds what is stale, starts the Firebase Auth emulator (unless a real project is
// configured) and serves the site and the API on http://localhost:$PORT. Ctrl-C stops everything.
// `npm run dev`: the same with hot reload (tsc --watch + node --watch for the API, Vite for the web).
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkNode, newestMtime, npmCommand, root, run, stopGroup } from './lib.mjs';
import { startEmulator, usesEmulator } from './emulator.mjs';

checkNode();
const dev = process.argv.includes('--dev');

function isStale(sources, output) {
  if (!existsSync(output)) return true;
  return Math.max(...sources.map((s) => newestMtime(join(root, s)))) > statSync(output).mtimeMs;
}

async function buildIfStale(workspace, sources, output) {
  if (!isStale(sources, join(root, output))) return;
  console.log(`Building ${workspace} ...`);
  const code = await run(npmCommand, ['run', 'build', '-w', workspace, '--silent']);
  if (code !== 0) {
    console.error(`Building ${workspace} failed.`);
    process.exit(code);
  }
}

await buildIfStale('backend', ['backend/src', 'backend/package.json', 'backend/tsconfig.json'], 'backend/dist/main.js');
if (!dev) {
  await buildIfStale(
    'frontend',
    ['frontend/src', 'frontend/index.html', 'frontend/package.json', 'frontend/vite.config.ts', 'openapi/client'],
    'frontend/dist/index.html',
  );
}

const children = [];
let emulator = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((child) => stopGroup(child)));
  if (emulator) await emulator.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));

function launch(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', detached: true, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      if (code !== 0) console.error(`${[command, ...args].join(' ')} stopped (${signal ?? `exit code ${code}`}).`);
      void shutdown(code ?? 1);
    }
  });
  return child;
}

try {
  if (usesEmulator()) emulator = await startEmulator();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.url).host } : {}) };

if (dev) {
  launch(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { env },
  );
  launch(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], { env });
  launch(npmCommand, ['run', 'dev', '-w', 'frontend'], { env });
} else {
  launch(process.execPath, ['backend/dist/main.js'], { env: { NODE_ENV: 'production', ...env } });
}
