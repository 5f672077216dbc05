import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { GENEROUS_LIMITS } from './app';
import { sparePort } from './pg-cluster';
import { onDatabase, onPostgres } from './postgres';

/**
 * The compiled server (backend/dist/main.js, as `npm start` and the container run it) in a process
 * of its own, for tests of what only a whole process shows: starting next to another instance,
 * stopping on a signal.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Resolves once its output contains `text` (rejects if it exits first or after `timeoutMs`). */
  printed: (text: string, timeoutMs?: number) => Promise<void>;
  /** Sends SIGTERM unless it has exited; resolves when it has. */
  stop: () => Promise<void>;
}

const MAIN = resolve(__dirname, '../../../backend/dist/main.js');

/** Spawns the server without waiting for it; `ready` waits for the start line. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess & { ready: Promise<void> }> {
  const port = await sparePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '.data/none',
      // The per-member creation limits are tested on their own (abuse-limits); here they would stop load tests.
      ...GENEROUS_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let done = false;
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((settle) =>
    child.once('exit', (code, signal) => {
      done = true;
      settle({ code, signal, at: Date.now() });
      for (const check of waiters) check();
    }),
  );
  const printed = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolvePrinted, reject) => {
      const timer = setTimeout(() => finish(new Error(`not printed within ${timeoutMs} ms: ${text}\n${output}`)), timeoutMs);
      const finish = (error?: Error) => {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(error);
        else resolvePrinted();
      };
      const check = () => {
        if (output.includes(text)) finish();
        else if (done) finish(new Error(`the server exited before printing "${text}":\n${output}`));
      };
      waiters.add(check);
      check();
    });
  const stop = async () => {
    if (!done) child.kill('SIGTERM');
    await exited;
  };
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    printed,
    stop,
    ready: printed('Snipstack is running'),
  };
}

/** Spawns the server and waits until it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await server.ready;
  return server;
}

export const POSTGRES_SERVER_URL = process.env.SNIPSTACK_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the machine's PostgreSQL server: its URL and how to drop it. */
export async function freshDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await onPostgres(POSTGRES_SERVER_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    url: onDatabase(POSTGRES_SERVER_URL, name),
    drop: () => onPostgres(POSTGRES_SERVER_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
