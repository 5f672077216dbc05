/**
 * What one write costs on a group at the storage limit (issue 36, item 4): a member's group filled
 * with real code (files of this machine's node_modules, cut to 100 KB snippets) up to
 * GROUP_CODE_LIMIT_BYTES minus one snippet, then add-snippet and edit-snippet timed over real HTTP
 * against the built server (each added snippet deleted again, so the group stays at the limit), beside
 * the same writes on a group of one small snippet. Needs the built backend (`npm run build -w backend`).
 *
 *   node bench/write-cost.mjs [--runs 30]                     # PGlite (a fresh database under .data/bench-writes)
 *   DATABASE_URL=postgres://... node bench/write-cost.mjs     # PostgreSQL (use an empty database)
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { startEmulator } from '../scripts/emulator.mjs';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const argValue = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const RUNS = Number(argValue('runs', 30));
const SNIPPET = 100 * 1024;
const GROUP_LIMIT = 5 * 1024 * 1024;

/** Real code: .js files of node_modules, read in a fixed order until `bytes` are collected. */
function realCode(bytes) {
  const chunks = [];
  let size = 0;
  const walk = (dir, depth) => {
    if (size >= bytes || depth > 4) return;
    for (const name of readdirSync(dir).sort()) {
      if (size >= bytes) return;
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory() && !name.startsWith('.')) walk(path, depth + 1);
      else if (name.endsWith('.js') && stat.size > 2000) {
        const text = readFileSync(path, 'utf8');
        chunks.push(text);
        size += Buffer.byteLength(text);
      }
    }
  };
  walk(join(root, 'node_modules'), 0);
  return chunks.join('\n');
}

/** `count` snippets of about `size` bytes each, cut from real code at line ends. */
function snippetsOf(code, count, size) {
  const out = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    let end = code.lastIndexOf('\n', at + size);
    if (end <= at) end = at + size;
    let text = code.slice(at, end);
    while (Buffer.byteLength(text) > size) text = text.slice(0, -1000);
    out.push({ description: `part ${n}`, code: text });
    at = end + 1;
  }
  return out;
}

const emulator = await startEmulator({ quiet: true });
const emulatorHost = new URL(emulator.url).host;
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
const pgliteDir = join(root, '.data/bench-writes');
if (!process.env.DATABASE_URL) rmSync(pgliteDir, { recursive: true, force: true });
const { loadConfig } = require(join(root, 'backend/dist/config/env.js'));
const { createApp } = require(join(root, 'backend/dist/create-app.js'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  // The emulator's members write here; the server listens on loopback only.
  ALLOW_AUTH_EMULATOR_IN_PRODUCTION: '1',
  LOG_LEVEL: 'silent',
  PGLITE_DIR: pgliteDir,
  WEB_DIST: join(root, '.data/no-web-build'),
  ...Object.fromEntries(
    ['GROUPS', 'VERSIONS', 'SNIPPETS'].flatMap((name) => [
      [`RATE_LIMIT_${name}_PER_HOUR`, '1000000'],
      [`NEW_ACCOUNT_${name}_PER_HOUR`, '1000000'],
    ]),
  ),
  NEW_ACCOUNT_PUBLIC_GROUPS_PER_DAY: '1000000',
  GROUP_CODE_LIMIT_BYTES: String(GROUP_LIMIT),
});
const app = await createApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const identity = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;
const call = async (url, body, headers = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
};
const email = `writes-${Date.now()}@example.com`;
const { localId } = await call(`${identity}/accounts:signUp?key=demo-api-key`, { email, password: 'Passw0rd1', returnSecureToken: true });
await call(`${identity}/projects/demo-snippets/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
const { idToken } = await call(`${identity}/accounts:signInWithPassword?key=demo-api-key`, {
  email,
  password: 'Passw0rd1',
  returnSecureToken: true,
});
const auth = { authorization: `Bearer ${idToken}` };
const api = async (method, path, body) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
};

const technologies = await (await fetch(`${base}/api/public/technologies`)).json();
const technologyID = technologies.find((technology) => technology.name === 'JavaScript')?.id ?? technologies[0].id;
const code = realCode(GROUP_LIMIT + SNIPPET);

/**
 * A public group of 3 versions holding `snippets` (added one by one, the last version the fullest);
 * answers its id, its last version's id and the first snippet of that version.
 */
async function groupWith(snippets) {
  const versions = [0, 1, 2].map((v) => ({ no: `${v + 1}.0.0`, snippets: [] }));
  const group = await api('POST', '/api/snippets-groups/', { technologyID, isPublic: true, versions });
  let first = null;
  for (const [n, snippet] of snippets.entries()) {
    const version = group.versions[Math.min(2, Math.floor((n * 3) / snippets.length))];
    const { addedSnippetID } = await api('PATCH', `/api/snippets-groups/add-snippet/${group.id}`, {
      versionID: version.id,
      snippet,
      confirmSecrets: true,
    });
    if (version === group.versions[2] && !first) first = { id: addedSnippetID, ...snippet };
  }
  return { id: group.id, versionId: group.versions[2].id, first };
}

/**
 * Edits of the newest version's first snippet: inside the bytes search reads (SEARCHED_CODE_BYTES), so
 * each changes the group's search document (a large group's vectors are built after the write).
 */
async function timeSearchedEdits(label, group) {
  const times = [];
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    await api('PATCH', `/api/snippets-groups/edit-snippet/${group.id}`, {
      versionID: group.versionId,
      snippet: { id: group.first.id, description: group.first.description, code: `// edited ${run}\n${group.first.code.slice(0, -100)}` },
      confirmSecrets: true,
    });
    if (run >= 3) times.push(performance.now() - started);
  }
  const at = (q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`| ${label} | - | - | ${at(0.5)} | ${at(0.9)} |`);
}

async function timeWrites(label, group) {
  const add = [];
  const edit = [];
  const snippet = { description: 'timed', code: code.slice(0, 2000) };
  for (let run = 0; run < RUNS + 3; run++) {
    let started = performance.now();
    const { addedSnippetID } = await api('PATCH', `/api/snippets-groups/add-snippet/${group.id}`, {
      versionID: group.versionId,
      snippet,
      confirmSecrets: true,
    });
    const added = performance.now() - started;
    started = performance.now();
    await api('PATCH', `/api/snippets-groups/edit-snippet/${group.id}`, {
      versionID: group.versionId,
      snippet: { id: addedSnippetID, description: 'timed, edited', code: `${snippet.code}\n// edited ${run}` },
      confirmSecrets: true,
    });
    const edited = performance.now() - started;
    await api('DELETE', `/api/snippets-groups/snippet/${group.id}/${addedSnippetID}`);
    if (run >= 3) {
      add.push(added);
      edit.push(edited);
    }
  }
  const at = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))].toFixed(1);
  console.log(`| ${label} | ${at(add, 0.5)} | ${at(add, 0.9)} | ${at(edit, 0.5)} | ${at(edit, 0.9)} |`);
}

const full = snippetsOf(code, Math.floor(GROUP_LIMIT / SNIPPET) - 2, SNIPPET);
const stored = full.reduce((sum, snippet) => sum + Buffer.byteLength(snippet.code), 0);
console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${RUNS} runs each (after 3 warm-ups), ms over HTTP on loopback`);
console.log('');
console.log('| group | add-snippet p50 | p90 | edit-snippet p50 | p90 |');
console.log('|---|---:|---:|---:|---:|');
const small = await groupWith([{ description: 'small', code: 'const a = 1;' }]);
const large = await groupWith(full);
const largeLabel = `${full.length} snippets, ${(stored / 1024 / 1024).toFixed(2)} MB (limit ${GROUP_LIMIT / 1024 / 1024} MB)`;
await timeWrites('one small snippet', small);
await timeWrites(largeLabel, large);
await timeSearchedEdits(`${largeLabel}: its newest version's first snippet`, large);
await app.close();
await emulator.stop();
