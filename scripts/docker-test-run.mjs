// The run phase of scripts/docker-test.sh: the built image in a container (host network) against
// this machine's PostgreSQL (a fresh database) and Redis and a Firebase Auth emulator on a spare
// port. Checks readiness and Docker's HEALTHCHECK, the web app, a sign-in through the emulator and
// a round trip of a group, then `docker stop` with a request in flight: the request is answered,
// the container exits 0 within 10 s and its log shows the drain. Cleans up what it made; exits 1 on
// any failure. Settings (environment): DOCKER_TEST_IMAGE, DOCKER_TEST_PORT (3290),
// FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9190), PGHOST/PGPORT (127.0.0.1:5432, user postgres),
// REDIS_URL (redis://127.0.0.1:6379), DOCKER (the docker command).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { Redis } = require('ioredis');

const run = promisify(execFile);
const DOCKER = process.env.DOCKER ?? 'docker';
const IMAGE = process.env.DOCKER_TEST_IMAGE ?? 'snipstack:docker-test';
const PORT = Number(process.env.DOCKER_TEST_PORT ?? 3290);
const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9190';
const PROJECT = 'demo-snippets';
const API_KEY = 'demo-api-key';
const PG = { host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: 'postgres' };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `docker_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const DATABASE = `snipstack_${RUN}`;
const CONTAINER = `snipstack-${RUN.replaceAll('_', '-')}`;
const REDIS_PREFIX = `snipstack-docker-test:${RUN}:`;
const BASE = `http://127.0.0.1:${PORT}`;
const STOP_WITHIN_MS = 10_000;

let phaseStart = Date.now();
function phase(name) {
  const now = Date.now();
  console.log(`    ${name}: ${((now - phaseStart) / 1000).toFixed(1)} s`);
  phaseStart = now;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const docker = (...args) => run(DOCKER, args, { maxBuffer: 64 * 1024 * 1024 });
const logsOf = async () => {
  const { stdout, stderr } = await docker('logs', CONTAINER);
  return stdout + stderr;
};

async function onPostgres(database, work) {
  const client = new Client({ ...PG, database });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function emulator(path, body, headers = {}) {
  const response = await fetch(`http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

/** A verified email-and-password member of the emulator and its ID token (what the web app's sign-in gets). */
async function signIn() {
  const email = `${RUN}@example.com`;
  const password = `Pw-${randomBytes(8).toString('hex')}`;
  const { localId } = await emulator(`/accounts:signUp?key=${API_KEY}`, { email, password, returnSecureToken: true });
  await emulator(`/projects/${PROJECT}/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
  const { idToken } = await emulator(`/accounts:signInWithPassword?key=${API_KEY}`, { email, password, returnSecureToken: true });
  return idToken;
}

async function api(path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, json, text, headers: response.headers };
}

/** A JSON request the server has started ("100 Continue") and answers only once `finish()` sends the rest. */
async function holdRequest(path, body, token) {
  const payload = Buffer.from(JSON.stringify(body));
  const req = request({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path,
    agent: new Agent({ keepAlive: true }),
    headers: {
      'content-type': 'application/json',
      'content-length': String(payload.length),
      expect: '100-continue',
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, text }));
    });
  });
  answer.catch(() => undefined);
  await Promise.race([new Promise((started) => req.once('continue', started)), answer]);
  req.write(payload.subarray(0, 8));
  return { finish: () => req.end(payload.subarray(8)), answer };
}

const groupBody = (technologyID, description) => ({
  technologyID,
  isPublic: true,
  versions: [{ no: '1.0.0', name: 'Main', snippets: [{ description, code: 'docker run --network host snipstack' }] }],
});

async function main() {
  await onPostgres('postgres', (c) => c.query(`CREATE DATABASE "${DATABASE}"`));
  console.log(`    database ${DATABASE}, container ${CONTAINER}, image ${IMAGE}`);
  await docker(
    'run',
    '--detach',
    '--name',
    CONTAINER,
    '--network',
    'host',
    // Loopback only: with host networking the container's 0.0.0.0 would be every interface of this machine.
    '--env',
    'HOST=127.0.0.1',
    '--env',
    `PORT=${PORT}`,
    '--env',
    `DATABASE_URL=postgres://${PG.user}@${PG.host}:${PG.port}/${DATABASE}`,
    '--env',
    `REDIS_URL=${REDIS_URL}`,
    '--env',
    `REDIS_PREFIX=${REDIS_PREFIX}`,
    // The image runs NODE_ENV=production, which refuses the emulator unless told it is alone on the machine.
    '--env',
    `FIREBASE_AUTH_EMULATOR_HOST=${EMULATOR_HOST}`,
    '--env',
    'ALLOW_AUTH_EMULATOR_IN_PRODUCTION=1',
    IMAGE,
  );
  phase('container started');

  try {
    await waitFor(async () => (await api('/api/health/ready').catch(() => ({ status: 0 }))).status === 200, {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: `${BASE}/api/health/ready`,
    });
  } catch (error) {
    console.error(await logsOf().catch(() => ''));
    throw error;
  }
  phase('ready (/api/health/ready 200)');
  const user = (await docker('exec', CONTAINER, 'id', '-un')).stdout.trim();
  check(user === 'node', `the server runs as ${user}, not as the unprivileged user node`);
  const inspect = JSON.parse((await docker('inspect', CONTAINER)).stdout)[0];
  check(inspect.Config.Env.includes('NODE_ENV=production'), 'NODE_ENV=production is not set in the image');
  await waitFor(async () => JSON.parse((await docker('inspect', CONTAINER)).stdout)[0].State.Health?.Status === 'healthy', {
    timeoutMs: 60_000,
    intervalMs: 500,
    what: "Docker's HEALTHCHECK to report healthy",
  });
  phase('HEALTHCHECK healthy');

  const site = await api('/');
  check(site.status === 200 && site.text.includes('<div id="root">'), `GET / answered ${site.status} without the web app`);
  const token = await signIn();
  const me = await api('/api/users/', { token });
  check(me.status === 200 && me.json?.id, `GET /api/users/ with the emulator's token answered ${me.status}: ${me.text}`);
  phase('web app served, signed in through the emulator');

  const technologies = await api('/api/public/technologies');
  check(technologies.status === 200 && technologies.json.length > 0, `GET /api/public/technologies answered ${technologies.status}`);
  const techId = technologies.json[0].id;
  const description = `${RUN} round trip`;
  const created = await api('/api/snippets-groups/', { token, method: 'POST', body: groupBody(techId, description) });
  check(created.status === 201, `POST /api/snippets-groups/ answered ${created.status}: ${created.text}`);
  const mine = await api('/api/snippets-groups/', { token });
  check(mine.status === 200, `GET /api/snippets-groups/ answered ${mine.status}`);
  const found = mine.json.find((g) => g.id === created.json.id);
  check(found?.versions?.[0]?.snippets?.[0]?.description === description, `the group did not come back: ${mine.text.slice(0, 500)}`);
  phase('group round trip (POST then GET)');

  // docker stop with a write in flight: it is answered, then the container exits 0 within 10 s.
  const inFlightDescription = `${RUN} written while stopping`;
  const held = await holdRequest('/api/snippets-groups/', groupBody(techId, inFlightDescription), token);
  const stopStarted = Date.now();
  const stopped = run(DOCKER, ['stop', '--time', '10', CONTAINER]);
  await waitFor(async () => (await logsOf()).includes('SIGTERM: refusing new connections; finishing 1 request(s) in flight'), {
    timeoutMs: 5_000,
    intervalMs: 100,
    what: 'the container to log the start of the drain',
  });
  held.finish();
  const answer = await held.answer;
  check(answer.status === 201, `the request in flight during docker stop answered ${answer.status}: ${answer.text}`);
  await stopped;
  const stopMs = Date.now() - stopStarted;
  const state = JSON.parse((await docker('inspect', CONTAINER)).stdout)[0].State;
  const logs = await logsOf();
  if (state.ExitCode !== 0) {
    console.error(logs.slice(-4000));
    const why = { 137: 'killed (SIGKILL) after the 10 s grace period', 143: 'ended by SIGTERM without the graceful stop' }[state.ExitCode];
    throw new Error(`the container exited with ${state.ExitCode}${why ? ` (${why})` : ''}`);
  }
  check(stopMs < STOP_WITHIN_MS, `docker stop took ${stopMs} ms`);
  check(
    logs.includes('Requests drained and database closed') && logs.includes('Stopped cleanly'),
    `the log does not show the drain:\n${logs.slice(-4000)}`,
  );
  const stored = await onPostgres(DATABASE, (c) => c.query('SELECT 1 FROM snippets WHERE description = $1', [inFlightDescription]));
  check(stored.rowCount === 1, 'the write answered during docker stop is not in the database');
  const drainLines = logs
    .split('\n')
    .filter((line) => /refusing new connections|Requests drained|Stopped cleanly/.test(line))
    .map((line) => {
      try {
        return `      ${JSON.parse(line).msg}`;
      } catch {
        return `      ${line.trim()}`;
      }
    });
  console.log(drainLines.join('\n'));
  phase(`docker stop with a request in flight: answered 201, exit code 0 after ${(stopMs / 1000).toFixed(1)} s`);
}

async function cleanup() {
  await docker('rm', '--force', CONTAINER).catch(() => undefined);
  await onPostgres('postgres', (c) => c.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`)).catch((error) =>
    console.error(`could not drop ${DATABASE}: ${error.message}`),
  );
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    /* nothing to clean */
  } finally {
    redis.disconnect();
  }
}

let code = 0;
try {
  await main();
} catch (error) {
  console.error(`docker test failed: ${error.message}`);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
