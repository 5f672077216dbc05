// `DATABASE_URL=postgres://… node bench/ab.mjs <tree A> <tree B> [--rounds 3] [--duration 8] [--connections 50]
//  [--env-a NAME=VALUE ...] [--env-b NAME=VALUE ...]`:
// two builds of the server compared in one sitting, on the benchmark's PostgreSQL database. A tree may
// be given twice, with settings of its own for either server (`--env-b DATABASE_POOL_SIZE=4`): then
// the two settings are compared in one sitting.
//
// On a shared machine a search's CPU moves by 20% and more between runs a few minutes apart
// (docs/performance.md, "Finding where the time goes"), more than most changes. Here both servers run at
// once (each tree's backend/dist/bin/bench-server.js, as `npm run bench` starts it, page cache off)
// and take turns under the same load: the default page, then the search mix (the query set of the
// last `npm run bench`), `--rounds` times, the order of A and B swapped every round. Printed: req/s
// of each run, and the CPU per request of the server and of the database's backends (bench/cpu.mjs;
// the idle server's backends are counted too, and use next to none). A tree is a checkout with its
// backend built, e.g. `git worktree add /tmp/old <commit> && (cd /tmp/old && npm ci)`. Loopback only;
// stops by itself. Nothing is written.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMeter } from './cpu.mjs';
import { latestQuerySet, root } from './corpus/lib.mjs';
import { benchServerEnv, searchPath, stopGroup, visitorAddresses, waitFor } from '../scripts/lib.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3790' },
    'env-a': { type: 'string', multiple: true, default: [] },
    'env-b': { type: 'string', multiple: true, default: [] },
  },
});
if (positionals.length !== 2 || !process.env.DATABASE_URL) {
  console.error(
    'usage: DATABASE_URL=postgres://… node bench/ab.mjs <tree A> <tree B> [--rounds 3] [--duration 8] [--connections 50] [--env-a NAME=VALUE] [--env-b NAME=VALUE]',
  );
  process.exit(2);
}
/** Each server's own settings (`--env-a`, `--env-b`), laid over the benchmark server's environment. */
const settings = [args['env-a'], args['env-b']].map((pairs) =>
  Object.fromEntries(
    pairs.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) {
        console.error(`--env-a and --env-b take NAME=VALUE, not ${pair}`);
        process.exit(2);
      }
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  ),
);
const require = createRequire(join(root, 'backend/package.json'));
const autocannon = require('autocannon');
const { Client } = require('pg');
const trees = positionals.map((tree) => resolve(tree));
const client = new Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const backendPids = async () =>
  (
    await client.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    )
  ).rows.map((row) => row.pid);

const technologyIds = new Map(
  (await client.query('SELECT name, id FROM technologies WHERE owner_id IS NULL')).rows.map((row) => [row.name, row.id]),
);
const searchPaths = (await latestQuerySet()).searches.map((search) => searchPath(search, technologyIds));
const scenarios = { 'default page': ['/api/public/'], 'search mix': searchPaths };

const servers = trees.map((tree, index) => {
  const port = Number(args.port) + index;
  const child = spawn(process.execPath, [join(tree, 'backend/dist/bin/bench-server.js'), join(root, '.data/bench-baseline.json')], {
    cwd: tree,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: benchServerEnv(port, { ...settings[index], PUBLIC_PAGE_TTL_MS: '0' }),
  });
  return { name: index === 0 ? 'A' : 'B', tree, port, child };
});

/** Many visitors behind a proxy on loopback, as `npm run bench` sends them (the per-address limit stays as deployed). */
const visitorAddress = visitorAddresses();

async function load(server, paths, seconds) {
  let next = 0;
  const meter = cpuMeter({ serverPid: server.child.pid, backendPids });
  await meter.start();
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: Number(args.connections),
    duration: seconds,
    requests: [
      { setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length], headers: { 'x-forwarded-for': visitorAddress() } }) },
    ],
  });
  const cpu = await meter.stop(result.requests.total);
  return { rps: result.requests.average, errors: result.non2xx + result.errors + result.timeouts, ...cpu };
}

try {
  for (const server of servers) {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${server.port}/api/public/technologies`).catch(() => null))?.ok, {
      timeoutMs: 120_000,
      what: `the server of ${server.tree}`,
    });
  }
  const runs = new Map();
  // A short warm-up of each, then the rounds.
  for (const server of servers) for (const paths of Object.values(scenarios)) await load(server, paths.slice(-500), 3);
  for (let round = 0; round < Number(args.rounds); round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      for (const [scenario, paths] of Object.entries(scenarios)) {
        const key = `${scenario}|${server.name}`;
        runs.set(key, [...(runs.get(key) ?? []), await load(server, paths, Number(args.duration))]);
      }
    }
  }
  console.log(
    `${servers.map((server, index) => `${server.name}: ${server.tree} ${JSON.stringify(settings[index])}`).join('\n')}\n${args.rounds} rounds of ${args.duration} s at ${args.connections} connections, A and B alternated`,
  );
  console.log('| scenario | build | req/s of each run | CPU ms/req: server | database | errors |\n|---|---|---|---:|---:|---:|');
  for (const [key, list] of runs) {
    const [scenario, name] = key.split('|');
    const mean = (field) => list.reduce((sum, run) => sum + (run[field] ?? 0), 0) / list.length;
    const rates = list.map((run) => Math.round(run.rps).toLocaleString('en')).join(' / ');
    const errors = list.reduce((sum, run) => sum + run.errors, 0);
    console.log(`| ${scenario} | ${name} | ${rates} | ${mean('server').toFixed(3)} | ${mean('database').toFixed(3)} | ${errors} |`);
  }
} finally {
  for (const server of servers) await stopGroup(server.child);
  await client.end();
}
