// `npm run soak -- --url http://127.0.0.1:3000`: holds many connections on a running server for a
// while with a mix of anonymous reads (default pages, technology filters, searches from the
// benchmark's query file when it exists, technologies, health) and fails when any answer is a 5xx,
// a socket error or a timeout. Loopback only; it stops by itself after --duration seconds.
// Usage: npm run soak -- [--url http://127.0.0.1:3000] [--connections 200] [--duration 180]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkNode, root } from './lib.mjs';

checkNode();
const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '180' },
  },
});
const base = new URL(args.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error(`The soak targets loopback only (got ${base.hostname})`);
  process.exit(2);
}

const technologies = await (await fetch(new URL('/api/public/technologies', base))).json();
const paths = ['/api/public/', '/api/public/?sort=1', '/api/public/?skip=12', '/api/public/technologies', '/api/health'];
for (const technology of technologies) paths.push(`/api/public/?techID=${technology.id}`, `/api/public/?techID=${technology.id}&sort=1`);
// The benchmark's searches, when `npm run bench` has built them; else a few of our own.
const benchDir = join(root, '.data/bench');
const queryFile = (() => {
  try {
    return readdirSync(benchDir).find((name) => name.startsWith('queries-'));
  } catch {
    return undefined;
  }
})();
const searches = queryFile
  ? readFileSync(join(benchDir, queryFile), 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 2000)
      .map((line) => {
        const { q, tech, sort, skip } = JSON.parse(line);
        const techID = technologies.find((t) => t.name === tech)?.id;
        return `/api/public/?${new URLSearchParams({ q, sort: String(sort), skip: String(skip), ...(techID ? { techID } : {}) })}`;
      })
  : ['useEffect', 'c_str', 'std::vector', '__name__', 'async stream', 'tech:python self', 'table'].map(
      (q) => `/api/public/?q=${encodeURIComponent(q)}&sort=2`,
    );
paths.push(...searches);
let next = 0;

console.log(`Soak: ${args.connections} connections for ${args.duration} s on ${base.origin}, ${paths.length} distinct requests`);
const statuses = new Map();
const result = await autocannon({
  url: base.origin,
  connections: Number(args.connections),
  duration: Number(args.duration),
  timeout: 30,
  requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  setupClient: (client) => client.on('response', (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
});
const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(
  `requests ${result.requests.total}, ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
);
console.log(`statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`);
console.log(`socket errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${serverErrors}`);
if (serverErrors > 0 || result.errors > 0 || result.timeouts > 0) {
  console.error('Soak FAILED: answers above must all be below 500, without errors or timeouts');
  process.exit(1);
}
console.log('Soak passed');
