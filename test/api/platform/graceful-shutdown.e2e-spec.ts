import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { createMember, type Member } from '../support/identity';
import { onPostgres } from '../support/postgres';
import { freshDatabase, type ServerProcess, startServer } from '../support/server-process';

/**
 * SIGTERM (what `docker stop` and orchestrators send) on the compiled server in its own process, on
 * PostgreSQL and the machine's Redis: new connections are refused at once, the requests in flight
 * finish (writes included: the database and Redis close only after them) and the process exits 0
 * within 10 s; a request that never finishes is cut after 7 s and the process still exits 0 in time.
 * Requests are held in flight by the client: their headers are sent (`Expect: 100-continue`, so the
 * server's "continue" proves it has them) and the body is finished only after the signal.
 */

const REDIS_URL = process.env.SNIPSTACK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = `shutdown_${process.pid}_${randomBytes(4).toString('hex')}`;
/** What orchestrators wait between SIGTERM and SIGKILL (docker stop's default). */
const STOP_WITHIN_MS = 10_000;

let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase(`snipstack_${RUN}`);
});

afterAll(async () => {
  await database?.drop();
});

interface Answer {
  status: number;
  connection: string | undefined;
  body: unknown;
}

interface HeldRequest {
  /** Sends the rest of the body: the server can answer. */
  finish: () => void;
  answer: Promise<Answer>;
}

/** A JSON request the server has started (it answered "100 Continue") but cannot answer before `finish()`. */
async function holdRequest(server: ServerProcess, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const payload = Buffer.from(JSON.stringify(body));
  const req = request({
    host: '127.0.0.1',
    port: server.port,
    method,
    path,
    agent: new Agent({ keepAlive: true }),
    headers: { 'content-type': 'application/json', 'content-length': String(payload.length), expect: '100-continue', ...headers },
  });
  const answer = new Promise<Answer>((resolveAnswer, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () =>
        resolveAnswer({ status: res.statusCode!, connection: res.headers.connection, body: text ? JSON.parse(text) : null }),
      );
    });
  });
  answer.catch(() => undefined); // awaited by the test; a rejection before then is not unhandled
  await Promise.race([new Promise((started) => req.once('continue', started)), answer]);
  req.write(payload.subarray(0, 8));
  return { finish: () => req.end(payload.subarray(8)), answer } satisfies HeldRequest;
}

/** How a new TCP connection to the server ends: 'refused' or 'accepted'. */
const tryConnect = (port: number) =>
  new Promise<'refused' | 'accepted'>((settle) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      settle('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'refused' : 'accepted'));
  });

/** Waits (at most `withinMs`) until the server refuses new connections. */
async function refusedWithin(port: number, withinMs: number): Promise<void> {
  const start = Date.now();
  while ((await tryConnect(port)) !== 'refused') {
    if (Date.now() - start > withinMs) throw new Error(`still accepting connections ${withinMs} ms after SIGTERM`);
    await new Promise((r) => setImmediate(r));
  }
}

const serverEnv = () => ({
  DATABASE_URL: database.url,
  REDIS_URL,
  REDIS_PREFIX: `snipstack-test:${RUN}:`,
});

const bearer = (member: Member) => ({ authorization: `Bearer ${member.token}` });

async function technologyId(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.base}/api/public/technologies`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[])[0].id;
}

const groupBody = (technologyID: string, description: string) => ({
  technologyID,
  isPublic: true,
  versions: [{ no: '1.0.0', name: 'Main', snippets: [{ description, code: 'echo drained' }] }],
});

let server: ServerProcess | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

it('on SIGTERM refuses new connections, finishes the requests in flight (writes included) and exits 0 within 10 s', async () => {
  server = await startServer(serverEnv());
  const techId = await technologyId(server);
  const members = await Promise.all([createMember(), createMember()]);
  // The first authenticated call creates the member in our database.
  for (const m of members) expect((await fetch(`${server.base}/api/users/`, { headers: bearer(m) })).status).toBe(200);
  const descriptions = members.map((_, i) => `${RUN} written while stopping ${i}`);

  const held = [
    ...(await Promise.all(
      members.map((m, i) => holdRequest(server!, 'POST', '/api/snippets-groups/', groupBody(techId, descriptions[i]), bearer(m))),
    )),
    await holdRequest(server, 'POST', '/api/users/validate-email', { email: `${RUN}@example.com` }),
  ];

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await server.printed(`SIGTERM: refusing new connections; finishing ${held.length} request(s) in flight`, 5_000);
  await refusedWithin(server.port, 1_000);

  // The held requests finish now, after the signal: the database, Redis and the identity service still answer.
  for (const h of held) h.finish();
  const answers = await Promise.all(held.map((h) => h.answer));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 200]);
  expect(answers.map((a) => a.connection)).toEqual(['close', 'close', 'close']);
  expect(answers[2].body).toEqual({ email: `${RUN}@example.com`, available: true });

  const { code, signal, at } = await server.exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(at - signalled).toBeLessThan(STOP_WITHIN_MS);
  const output = server.output();
  expect(output).toContain('Requests drained and database closed');
  expect(output).toContain('Stopped cleanly');
  expect(output).not.toContain('still running after');

  // The acknowledged writes are in the database.
  const rows = await onPostgres(database.url, (c) =>
    c.query<{ description: string }>('SELECT description FROM snippets WHERE description = ANY($1) ORDER BY description', [descriptions]),
  );
  expect(rows.rows.map((r) => r.description)).toEqual(descriptions);
}, 60_000);

it('cuts a request that is still running 7 s after SIGTERM and still exits 0 within 10 s', async () => {
  server = await startServer(serverEnv());
  const stalled = await holdRequest(server, 'POST', '/api/users/validate-email', { email: `${RUN}-stalled@example.com` });

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  await server.printed('SIGTERM: refusing new connections; finishing 1 request(s) in flight', 5_000);
  await refusedWithin(server.port, 1_000);

  const { code, signal, at } = await server.exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(at - signalled).toBeGreaterThanOrEqual(7_000);
  expect(at - signalled).toBeLessThan(STOP_WITHIN_MS);
  expect(server.output()).toContain('1 request(s) still running after 7000 ms: closing their connections');
  // Its connection was closed without an answer.
  await expect(stalled.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
}, 60_000);
