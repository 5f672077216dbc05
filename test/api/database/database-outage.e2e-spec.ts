import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { DatabaseService } from '../../../backend/src/database/database.service';
import { isDatabaseUnavailable } from '../../../backend/src/database/errors';
import { startApp, type TestApp } from '../support/app';
import { bearer, createMember, type Member } from '../support/identity';
import { createCluster, type PgCluster, postgresBin, sparePort } from '../support/pg-cluster';
import { GENEROUS_LIMITS } from '../support/app';

/**
 * The API when PostgreSQL goes away: on a cluster of the test's own (never the machine's shared
 * server), reached through a TCP relay the test can cut, then restarted for real under load. Needs
 * PostgreSQL's server binaries: without them this suite is skipped with a notice, and fails under
 * CI or REQUIRE_POSTGRES=1.
 */
const bin = postgresBin();
const required = (!!process.env.CI && process.env.CI !== 'false') || process.env.REQUIRE_POSTGRES === '1';
const MISSING = 'No PostgreSQL server binaries (initdb and pg_ctl, version 15 or newer) under /usr/lib/postgresql/<version>/bin or PG_BIN';
if (!bin && !required) console.warn(`${MISSING}: the database outage tests are skipped (CI or REQUIRE_POSTGRES=1 make this a failure).`);
const suite = bin || required ? describe : describe.skip;

const SHAPE_503 = { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) };
const UNAVAILABLE_EN = 'The database is not available right now. Please try again in a few seconds';
const UNAVAILABLE_ES = 'La base de datos no está disponible en este momento. Vuelve a intentarlo en unos segundos';

/** A TCP relay in front of the server: `cut` drops every connection; then it refuses, or accepts and never answers. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private blackhole = false;
  port = 0;

  constructor(private readonly target: number) {}

  async open(): Promise<void> {
    this.blackhole = false;
    if (this.server) return;
    const server = createServer((client) => {
      this.track(client);
      if (this.blackhole) return;
      const upstream = connect(this.target, '127.0.0.1');
      this.track(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => (client.destroy(), upstream.destroy());
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Drops every connection and refuses new ones (ECONNREFUSED). */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.cut();
    if (server) await new Promise((done) => server.close(done));
  }

  /** Drops every connection and accepts new ones without ever answering, like an unreachable host. */
  async silence(): Promise<void> {
    await this.open();
    this.blackhole = true;
    this.cut();
  }

  private cut(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }
}

let cluster: PgCluster;
let admin: Client;

async function createDatabase(name: string): Promise<void> {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
}

suite('PostgreSQL outages', () => {
  beforeAll(async () => {
    if (!bin) throw new Error(`${MISSING}: install PostgreSQL 15 (postgresql-15), or run without CI / REQUIRE_POSTGRES=1 to skip`);
    cluster = await createCluster(bin);
    admin = new Client({ connectionString: cluster.url('postgres') });
    admin.on('error', () => undefined); // the fault test restarts the server under it; it reconnects
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    cluster?.drop();
  }, 30_000);

  describe('seen by the application (in process, through a relay)', () => {
    let t: TestApp;
    let relay: Relay;
    let member: Member;
    let technologyID: string;

    const listing = (language = 'en-EN') =>
      t.http().get(`/api/public/?q=outage${Date.now()}`).set('Accept-Language', language).timeout(20_000);
    const write = (language = 'en-EN') =>
      t
        .http()
        .post('/api/snippets-groups')
        .set(bearer(member))
        .set('Accept-Language', language)
        .send({ technologyID, versions: [{ no: '1.0.0', name: 'outage', snippets: [{ description: 'd', code: 'c' }] }] })
        .timeout(20_000);

    beforeAll(async () => {
      await createDatabase('snipstack_outage');
      relay = new Relay(cluster.port);
      await relay.open();
      t = await startApp({
        DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/snipstack_outage`,
        PUBLIC_PAGE_TTL_MS: '0',
      });
      member = await createMember();
      await t.http().get('/api/users/').set(bearer(member)).expect(200);
      technologyID = (await t.http().get('/api/public/technologies').expect(200)).body[0].id;
    }, 60_000);
    afterAll(async () => {
      await relay?.open();
      await t?.close();
      await relay?.refuse();
    });

    it('a connection the server terminates inside a transaction fails that transaction, as unavailable, and nothing else', async () => {
      const database = t.app.get(DatabaseService);
      const outcome = database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        // 57P01 "terminating connection due to administrator command", as a restart or failover sends it.
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'snipstack_outage'`);
        for (;;) await tx.execute(sql`SELECT pg_sleep(0.05)`);
      });
      const error = await outcome.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
      await listing().expect(200);
      await write().expect(201);
    });

    it('while the server cannot be reached, the listing and writes answer 503, translated, with Retry-After, and recover by themselves', async () => {
      await relay.refuse();
      try {
        for (const [request, language, message] of [
          [listing, 'en-EN', UNAVAILABLE_EN],
          [listing, 'es-ES', UNAVAILABLE_ES],
          [write, 'en-EN', UNAVAILABLE_EN],
          [write, 'es-ES', UNAVAILABLE_ES],
        ] as const) {
          const res = await request(language);
          expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { ...SHAPE_503, message } });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      } finally {
        await relay.open();
      }
      await listing().expect(200);
      await write().expect(201);
    });

    it('a server that accepts connections and never answers gets 503 within seconds, not a hang', async () => {
      await relay.silence();
      try {
        const started = Date.now();
        const [read, written] = await Promise.all([listing(), write()]);
        expect([read.status, written.status]).toEqual([503, 503]);
        expect(read.body).toEqual({ ...SHAPE_503, message: UNAVAILABLE_EN });
        expect(Date.now() - started).toBeLessThan(8_000);
      } finally {
        await relay.open();
      }
      await listing().expect(200);
    }, 30_000);
  });

  describe('restarted under load (fault test: the compiled server in its own process)', () => {
    interface Outcome {
      kind: 'read' | 'write';
      started: number;
      ended: number;
      status: number; // 0: no answer (connection failure or a 15 s timeout)
      body: unknown;
      retryAfter: string | null;
      id?: string;
    }

    let child: ChildProcess;
    let output = '';
    let base: string;
    let exited: { code: number | null; signal: string | null } | null = null;

    beforeAll(async () => {
      await createDatabase('snipstack_fault');
      const port = await sparePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, [resolve(__dirname, '../../../backend/dist/main.js')], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: cluster.url('snipstack_fault'),
          PUBLIC_PAGE_TTL_MS: '0',
          LOG_LEVEL: 'warn',
          WEB_DIST: '.data/none',
          // The per-member creation limits (abuse-limits tests them) would stop this load of writes.
          ...GENEROUS_LIMITS,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (output += chunk));
      child.stderr!.on('data', (chunk) => (output += chunk));
      child.once('exit', (code, signal) => (exited = { code, signal }));
      await new Promise<void>((ready, fail) => {
        const check = () => output.includes('Snipstack is running') && ready();
        child.stdout!.on('data', check);
        child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${output}`)));
        check();
      });
    }, 90_000);
    afterAll(async () => {
      if (child && !exited) {
        const gone = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await gone;
      }
    });

    it('stays up through a fast and an immediate restart: 503 during the outage, no 5xx after, no acknowledged write lost', async () => {
      const members = await Promise.all([createMember(), createMember(), createMember()]);
      for (const m of members) expect((await fetch(`${base}/api/users/`, { headers: bearer(m) })).status).toBe(200);
      const technologies = (await (await fetch(`${base}/api/public/technologies`)).json()) as { id: string }[];
      const outcomes: Outcome[] = [];

      const call = async (kind: Outcome['kind'], member: Member, n: number): Promise<Outcome> => {
        const started = Date.now();
        const init: RequestInit =
          kind === 'write'
            ? {
                method: 'POST',
                headers: { ...bearer(member), 'content-type': 'application/json' },
                body: JSON.stringify({
                  technologyID: technologies[n % technologies.length].id,
                  versions: [{ no: '1.0.0', name: `load ${n}`, snippets: [{ description: `snippet ${n}`, code: `print(${n})` }] }],
                }),
              }
            : { headers: bearer(member) };
        const path = kind === 'write' ? '/api/snippets-groups' : n % 2 ? '/api/snippets-groups' : `/api/public/?sort=1&q=load`;
        try {
          const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
          const body = (await res.json()) as { id?: string };
          return { kind, started, ended: Date.now(), status: res.status, body, retryAfter: res.headers.get('retry-after'), id: body.id };
        } catch (error) {
          return { kind, started, ended: Date.now(), status: 0, body: String(error), retryAfter: null };
        }
      };

      let running = true;
      const workers = members.flatMap((member, i) =>
        (['write', 'read'] as const).map(async (kind) => {
          for (let n = i * 1_000_000; running; n++) {
            outcomes.push(await call(kind, member, n));
            // Keep the load steady during the outage too, when answers are immediate.
            await new Promise((tick) => setTimeout(tick, 10));
          }
        }),
      );
      const until = async (condition: () => boolean, what: string, seconds = 30) => {
        const deadline = Date.now() + seconds * 1000;
        while (!condition()) {
          if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${output}`);
          await new Promise((tick) => setTimeout(tick, 25));
        }
      };
      const since = (time: number) => outcomes.filter((o) => o.started >= time);

      const windows: { mode: string; down: number; recovered: number }[] = [];
      try {
        await until(() => since(0).filter((o) => o.status === 201).length >= 5, 'writes before the restart');
        for (const mode of ['fast', 'immediate'] as const) {
          const down = Date.now();
          await cluster.stop(mode);
          const stopped = Date.now();
          await until(() => since(stopped).some((o) => o.status === 503 && o.kind === 'write'), `a 503 while stopped (${mode})`);
          await until(() => since(stopped).some((o) => o.status === 503 && o.kind === 'read'), `a read's 503 while stopped (${mode})`);
          await cluster.start();
          const back = Date.now();
          await until(() => since(back).some((o) => o.status === 200), `a 200 after the restart (${mode})`);
          const recovered = Math.min(
            ...since(back)
              .filter((o) => o.status === 200)
              .map((o) => o.ended),
          );
          const settled = Date.now();
          await until(() => since(settled).filter((o) => o.status === 201).length >= 5, `writes after the restart (${mode})`);
          windows.push({ mode, down, recovered });
        }
      } finally {
        running = false;
        await Promise.all(workers);
      }

      expect(exited).toBeNull();
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      // Every answer came, within seconds: no hang, no dropped connection.
      expect(outcomes.filter((o) => o.status === 0 || o.ended - o.started > 10_000)).toEqual([]);
      // Nothing but successes and 503s with the error shape and Retry-After.
      const failures = outcomes.filter((o) => o.status >= 300);
      expect(failures.filter((o) => o.status !== 503)).toEqual([]);
      for (const o of failures) {
        expect(o.body).toEqual(SHAPE_503);
        expect(Number(o.retryAfter)).toBeGreaterThan(0);
      }
      // After each recovery, no 5xx (until the next restart began).
      for (const [i, { mode, recovered }] of windows.entries()) {
        const next = windows[i + 1];
        const after = outcomes.filter((o) => o.started > recovered && (!next || o.ended < next.down));
        expect({ mode, errors: after.filter((o) => o.status >= 500) }).toEqual({ mode, errors: [] });
      }
      // Every acknowledged write is there.
      const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.id!);
      expect(acknowledged.length).toBeGreaterThanOrEqual(15);
      const check = new Client({ connectionString: cluster.url('snipstack_fault') });
      await check.connect();
      try {
        const { rows } = await check.query<{ n: string }>('SELECT count(*) AS n FROM snippet_groups WHERE id = ANY($1::uuid[])', [
          acknowledged,
        ]);
        expect(Number(rows[0].n)).toBe(acknowledged.length);
      } finally {
        await check.end();
      }
    }, 180_000);
  });
});
