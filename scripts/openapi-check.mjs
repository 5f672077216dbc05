// Fails when openapi/openapi.json or a generated client (openapi/client, openapi/cli-client) is stale: regenerates
// both into a temporary copy and compares them with what is committed.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npmCommand, root, run } from './lib.mjs';

const saved = mkdtempSync(join(tmpdir(), 'snipstack-openapi-'));
// With their times: restored below, the files look unchanged to the build-when-stale checks (scripts/lib.mjs).
cpSync(join(root, 'openapi'), saved, { recursive: true, preserveTimestamps: true });

function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name).slice(dir.length + 1))
    .sort();
}

let stale = [];
try {
  const code = await run(npmCommand, ['run', 'openapi:generate', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (code !== 0) {
    console.error('openapi:check: generating the document and the client failed');
    process.exitCode = 1;
  } else {
    const before = files(saved);
    const after = files(join(root, 'openapi'));
    const all = [...new Set([...before, ...after])];
    stale = all.filter((f) => {
      try {
        return readFileSync(join(saved, f), 'utf8') !== readFileSync(join(root, 'openapi', f), 'utf8');
      } catch {
        return true;
      }
    });
  }
} finally {
  // Leave the working tree exactly as it was.
  rmSync(join(root, 'openapi'), { recursive: true, force: true });
  cpSync(saved, join(root, 'openapi'), { recursive: true, preserveTimestamps: true });
  rmSync(saved, { recursive: true, force: true });
}
if (stale.length > 0) {
  console.error(
    `openapi:check: stale generated files (run \`npm run openapi:generate\` and commit):\n  ${stale.map((f) => `openapi/${f}`).join('\n  ')}`,
  );
  process.exit(1);
}
if (!process.exitCode) console.log('openapi:check: openapi/openapi.json and the generated clients are up to date');
