// The run phase of scripts/docker-test.sh: the built image in a container (host network) with its
// defaults (built-in accounts, no Firebase variable, the signing key made in a fresh volume at
// /app/.data) against this machine's PostgreSQL (a fresh database) and Redis, mailing a real SMTP
// server this script starts on a spare loopback port. Checks readiness and Docker's HEALTHCHECK,
// the web app, a member who signs up, verifies the address by the emailed link and signs in, a
// round trip of a group, then `docker stop` with a request in flight: the request is answered, the
// container exits 0 within 10 s and its log shows the drain. Cleans up what it made; exits 1 on any
// failure. Settings (environment): DOCKER_TEST_IMAGE, DOCKER_TEST_PORT (3290), PGHOST/PGPORT
// (127.0.0.1:5432, user postgres), REDIS_URL (redis://127.0.0.1:6379), DOCKER (the docker command).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { waitFor } from './lib.mjs';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const { Redis } = require('ioredis');
const { SMTPServer } = require('smtp-server');
// The server's own build (`npm install` makes it), so the test cleans Redis as the code base does.
const { deleteKeysWithPrefix } = require('../backend/dist/common/redis/redis-keys.js');

const run = promisify(execFile);
const DOCKER = process.env.DOCKER ?? 'docker';
const IMAGE = process.env.DOCKER_TEST_IMAGE ?? 'snipstack:docker-test';
const PORT = Number(process.env.DOCKER_TEST_PORT ?? 3290);
const PG = { host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), user: 'postgres' };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `docker_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const DATABASE = `snipstack_${RUN}`;
const CONTAINER = `snipstack-${RUN.replaceAll('_', '-')}`;
const REDIS_PREFIX = `snipstack-docker-test:${RUN}:`;
const VOLUME = `${CONTAINER}-data`;
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

/** A real SMTP server on a spare loopback port that keeps the bodies of the mails it receives, by recipient. */
async function startMailCatcher() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        // Quoted-printable soft breaks and escapes undone: the link reads as it was written.
        const body = Buffer.concat(chunks)
          .toString('latin1')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, code) => String.fromCharCode(parseInt(code, 16)));
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), body });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** The token of the latest emailed link to `to` whose path is `path`. */
    async linkToken(to, path) {
      const pattern = new RegExp(`${BASE}${path}\\?token=([A-Za-z0-9_-]+)`);
      let token;
      await waitFor(
        () => {
          token = mails.findLast((m) => m.to.includes(to) && pattern.test(m.body))?.body.match(pattern)[1];
          return Boolean(token);
        },
        { timeoutMs: 15_000, intervalMs: 100, what: `an email to ${to} with a ${path} link` },
      );
      return token;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function api(path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
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

/**
 * A new member of the built-in accounts, as the web app makes one: registers, is refused sign-in
 * until the address is verified, opens the emailed link, signs in. Answers the access token.
 */
async function signUpAndSignIn(mail) {
  const email = `${RUN}@example.com`;
  const password = `Pw-${randomBytes(8).toString('hex')}`;
  const registered = await api('/api/auth/register', {
    method: 'POST',
    body: { email, username: `dt${randomBytes(4).toString('hex')}`, password, repeatPassword: password },
  });
  check(registered.status === 201, `POST /api/auth/register answered ${registered.status}: ${registered.text}`);
  const early = await api('/api/auth/builtin/sign-in', { method: 'POST', body: { email, password } });
  check(
    early.status === 403 && early.json?.message === 'email not validated!',
    `signing in before verifying answered ${early.status}: ${early.text}`,
  );
  const verified = await api('/api/auth/builtin/verify-email', {
    method: 'POST',
    body: { token: await mail.linkToken(email, '/verify-email') },
  });
  check(verified.status === 200, `opening the emailed verification link answered ${verified.status}: ${verified.text}`);
  const signedIn = await api('/api/auth/builtin/sign-in', { method: 'POST', body: { email, password } });
  check(signedIn.status === 200 && signedIn.json?.accessToken, `signing in answered ${signedIn.status}: ${signedIn.text}`);
  const cookie = signedIn.headers.get('set-cookie') ?? '';
  check(/snipstack_refresh=ssr_[^;]+; Path=\/api\/auth\/builtin; HttpOnly; SameSite=Strict/.test(cookie), `no refresh cookie: ${cookie}`);
  const refreshed = await api('/api/auth/builtin/refresh', { method: 'POST', headers: { cookie: cookie.split(';')[0] } });
  check(refreshed.status === 200 && refreshed.json?.accessToken, `refreshing the session answered ${refreshed.status}: ${refreshed.text}`);
  return refreshed.json.accessToken;
}

async function main(mail) {
  await onPostgres('postgres', (c) => c.query(`CREATE DATABASE "${DATABASE}"`));
  console.log(`    database ${DATABASE}, container ${CONTAINER}, image ${IMAGE}, mail ${mail.url}`);
  await docker('volume', 'create', VOLUME);
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
    // The image's defaults otherwise: AUTH_PROVIDER=builtin, the signing key made in /app/.data.
    '--env',
    `SMTP_URL=${mail.url}`,
    '--env',
    `PUBLIC_URL=${BASE}`,
    '--volume',
    `${VOLUME}:/app/.data`,
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
  check(inspect.Config.Env.includes('AUTH_PROVIDER=builtin'), 'AUTH_PROVIDER=builtin is not the default of the image');
  const firebase = inspect.Config.Env.filter((v) => v.startsWith('FIREBASE_'));
  check(firebase.length === 0, `the container has Firebase settings: ${firebase.join(' ')}`);
  const keyFile = (await docker('exec', CONTAINER, 'stat', '-c', '%U %a', '/app/.data/auth-jwt-keys')).stdout.trim();
  check(keyFile === 'node 600', `the signing key made on the first start is "${keyFile}", not the node user's alone (600)`);
  await waitFor(async () => JSON.parse((await docker('inspect', CONTAINER)).stdout)[0].State.Health?.Status === 'healthy', {
    timeoutMs: 60_000,
    intervalMs: 500,
    what: "Docker's HEALTHCHECK to report healthy",
  });
  phase('HEALTHCHECK healthy');

  const site = await api('/');
  check(site.status === 200 && site.text.includes('<div id="root">'), `GET / answered ${site.status} without the web app`);
  const config = await api('/api/public/client-config');
  check(config.json?.authProvider === 'builtin', `the client configuration says ${config.text}`);
  const token = await signUpAndSignIn(mail);
  const me = await api('/api/users/', { token });
  check(me.status === 200 && me.json?.id, `GET /api/users/ with the session's token answered ${me.status}: ${me.text}`);
  phase('web app served; signed up, verified by the emailed link, signed in');

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
  await docker('volume', 'rm', '--force', VOLUME).catch(() => undefined);
  await onPostgres('postgres', (c) => c.query(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`)).catch((error) =>
    console.error(`could not drop ${DATABASE}: ${error.message}`),
  );
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await deleteKeysWithPrefix(redis, REDIS_PREFIX);
  } catch {
    /* nothing to clean */
  } finally {
    redis.disconnect();
  }
}

let code = 0;
const mail = await startMailCatcher();
try {
  await main(mail);
} catch (error) {
  console.error(`docker test failed: ${error.message}`);
  code = 1;
} finally {
  await cleanup();
  await mail.close();
}
process.exit(code);
