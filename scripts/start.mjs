// `npm start`: builds what is stale, starts the Firebase Auth emulator (unless a real project is
// configured) and serves the site and the API on http://localhost:$PORT. Ctrl-C stops everything.
// `npm run dev`: the same with hot reload (tsc --watch + node --watch for the API, Vite for the web).
// `--demo` (either): load a few public groups from two demo members, once, so the Index has something to show.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfStale, checkNode, npmCommand, root, stopGroup } from './lib.mjs';
import { startEmulator, usesEmulator } from './emulator.mjs';

checkNode();
const dev = process.argv.includes('--dev');

for (const workspace of dev ? ['backend'] : ['backend', 'frontend']) {
  const code = await buildIfStale(workspace);
  if (code !== 0) process.exit(code);
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
  // AUTH_PROVIDER=builtin: the server signs members in itself, no emulator (docs/sign-in.md).
  if (process.env.AUTH_PROVIDER !== 'builtin' && usesEmulator()) emulator = await startEmulator();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = {
  ...process.env,
  ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: new URL(emulator.url).host } : {}),
  // `npm start -- --demo`: the demo members' public groups, loaded once (DEMO_DATA, backend/src/database/demo-data.ts).
  ...(process.argv.includes('--demo') ? { DEMO_DATA: '1' } : {}),
};

if (dev) {
  launch(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    { env },
  );
  launch(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], { env });
  launch(npmCommand, ['run', 'dev', '-w', 'frontend'], {
    env: { VITE_API_TARGET: `http://localhost:${process.env.PORT ?? 3000}`, ...env },
  });
} else {
  // The Auth emulator is for development: the server refuses it with NODE_ENV=production. Built-in accounts
  // run in development unless NODE_ENV says otherwise (production needs AUTH_JWT_KEYS).
  const development = emulator || process.env.AUTH_PROVIDER === 'builtin';
  launch(process.execPath, ['backend/dist/main.js'], { env: { ...(development ? {} : { NODE_ENV: 'production' }), ...env } });
}
