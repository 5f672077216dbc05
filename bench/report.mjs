// The benchmark's results file: bench/results/<driver>-<groups>[-members][-other-code].md, one per configuration.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, hostname, release, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { benchDataDir, benchPgliteDir, otherCode, root } from './corpus/lib.mjs';
import { formatCpuMs } from './cpu.mjs';

/** The targets of issue 10, per driver: the data set they are set for and the figures to reach. */
export const TARGETS = {
  postgres: {
    groups: 1_000_000,
    connections: 50,
    search: { rps: 300, p99: 100 },
    defaultPage: { rps: 1500 },
    technologyPages: { rps: 1000 },
  },
  pglite: { groups: 100_000, connections: 50, search: { rps: 150, p99: 150 } },
};
const RELEVANCE_TARGET = 0.9;

const int = (n) => Math.round(n).toLocaleString('en');
const ms = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
const percent = (share) => `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;
const code = (text) => `\`${String(text).replace(/`/g, "'").replace(/\|/g, '\\|')}\``;

/** The `p`th percentile of sorted numbers (nearest rank). */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

/** A DATABASE_URL without its password. */
function masked(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}

/** "met" or "MISSED by ..." for a value that must be at least (`atLeast`) or at most the limit. */
function verdict(value, limit, atLeast, unit) {
  const met = atLeast ? value >= limit : value <= limit;
  const gap = Math.abs(value - limit);
  return { met, text: met ? 'met' : `MISSED by ${int(gap)} ${unit} (${percent(gap / limit)})` };
}

function targetLines({ driver, groups, loadRows, relevance, connections }) {
  const target = TARGETS[driver];
  const at = connections.includes(target.connections) ? target.connections : Math.max(...connections);
  const row = (name) => loadRows.find((r) => r.name === name && r.connections === at);
  const scope = groups === target.groups ? '' : ` (set for ${int(target.groups)} groups; this run has ${int(groups)}: indicative only)`;
  const lines = [];
  const search = row('search mix, no cache');
  const offered = loadRows.find((r) => r.name === `search mix, no cache, ${target.search.rps} req/s offered`);
  if (search) {
    const rps = verdict(search.rps, target.search.rps, true, 'req/s');
    lines.push(
      `- Search mix, no cache, ${at} connections${scope}: ${int(search.rps)} req/s, target >= ${int(target.search.rps)}: **${rps.text}** ` +
        `(closed loop, saturated: p99 ${search.p99} ms, which ${at} connections cannot bring under ${int((at / Math.max(1, search.rps)) * 1000)} ms on average at this rate)`,
    );
  }
  if (offered) {
    const p99 = verdict(offered.p99, target.search.p99, false, 'ms');
    const kept = offered.rps >= target.search.rps * 0.98;
    lines.push(
      `- Search mix, no cache, ${int(target.search.rps)} req/s offered over ${offered.connections} connections${scope}: ${int(offered.rps)} req/s answered` +
        `${kept ? '' : ' (**the server fell behind**)'}, p99 ${offered.p99} ms from arrival, target <= ${target.search.p99} ms: **${kept ? p99.text : 'MISSED: the rate was not kept'}**`,
    );
  }
  const page = row('default page, no cache');
  if (target.defaultPage && page) {
    const rps = verdict(page.rps, target.defaultPage.rps, true, 'req/s');
    lines.push(
      `- Default page, no cache, ${at} connections${scope}: ${int(page.rps)} req/s, target >= ${int(target.defaultPage.rps)}: **${rps.text}**`,
    );
  }
  const technology = row('technology pages, no cache');
  if (target.technologyPages && technology) {
    const rps = verdict(technology.rps, target.technologyPages.rps, true, 'req/s');
    lines.push(
      `- Technology pages (both sorts, pages to the 1,000 cap), no cache, ${at} connections${scope}: ${int(technology.rps)} req/s, target >= ${int(target.technologyPages.rps)}: **${rps.text}**`,
    );
  }
  if (relevance.length) {
    const share = relevance.filter((r) => r.position >= 0).length / relevance.length;
    const result = share >= RELEVANCE_TARGET ? 'met' : `MISSED by ${((RELEVANCE_TARGET - share) * 100).toFixed(0)} points`;
    lines.push(
      `- Best match puts a group naming every identifier on page 1: ${percent(share)} of ${relevance.length}, target >= 90%: **${result}**`,
    );
  }
  return lines;
}

/** Why the page cache helps the search mix or not: how soon a search comes back, against the time to live. */
function cacheNote(loadRows, queries, ttlMs) {
  const cached = loadRows.filter((r) => r.name === 'search mix, page cache on');
  if (cached.length === 0) return [];
  const fastest = Math.max(...cached.map((r) => r.rps));
  const every = queries / Math.max(1, fastest);
  return [
    `With the page cache on, a search of the mix comes back every ${every.toFixed(1)} s or more (${int(queries)} searches at ${int(fastest)} req/s at most), ` +
      `${every * 1000 > ttlMs ? 'longer' : 'shorter'} than the page's time to live (${int(ttlMs)} ms): ` +
      `${every * 1000 > ttlMs ? 'the cache can only share a page between requests that arrive together, so on this mix its line shows its overhead, not a saving.' : 'repeated searches are answered from memory.'}`,
    '',
  ];
}

/** Writes the results file; answers its path. */
export function writeReport({
  driver,
  groups,
  shape = 'corpus',
  argv,
  databaseUrl,
  settings,
  dataset,
  timings,
  loadRows,
  sequential,
  slowest,
  relevance,
}) {
  const codeVariable = otherCode ? `BENCH_CODE=${relative(root, otherCode)} ` : '';
  const command = `${codeVariable}${databaseUrl ? `DATABASE_URL=${masked(databaseUrl)} ` : ''}npm run bench${argv.length ? ` -- ${argv.join(' ')}` : ''}`;
  const latencies = sequential.map((s) => s.ms).sort((a, b) => a - b);
  const mean = latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length);
  const failed = sequential.filter((s) => s.status !== 200);
  const empty = sequential.filter((s) => s.status === 200 && s.total === 0).length;
  const capped = sequential.filter((s) => !s.exact).length;
  const baseline = (c) => loadRows.find((r) => r.name.startsWith('baseline') && r.connections === c);
  const found = relevance.filter((r) => r.position >= 0);
  const sorts = [0, 1, 2].map((sort) => sequential.filter((s) => (s.sort ?? 0) === sort).length);
  const withTech = sequential.filter((s) => s.tech).length;
  const deeper = sequential.filter((s) => s.skip).length;
  const { corpus } = dataset;
  const lines = [
    `# Public listing benchmark: ${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${int(groups)} groups`,
    '',
    `Made by \`${command}\` on ${new Date().toISOString()}.`,
    '',
    `- Machine: ${hostname()}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
    `- Database: ${driver === 'postgres' ? 'PostgreSQL through DATABASE_URL' : `PGlite (in-process WASM, ${relative(root, benchPgliteDir)})`}: ${dataset.version.split(',')[0]}; database ${dataset.databaseSize}; with their indexes and out-of-line values: ${dataset.groupSearchSize}`,
    '- Server: backend/dist/bin/bench-server.js (the server as `npm start` runs it plus the baseline route), NODE_ENV=production, one process; autocannon runs in the benchmark process on the same machine',
    `- Load: autocannon, ${settings.duration} s per run after a ${settings.warmup} s warm-up (the searches' warm-up uses ${int(dataset.warmupQueries)} other searches of the same kinds), connections ${settings.connections.join(' and ')}`,
    '',
    otherCode
      ? `## Data set (built at run time from the code in ${relative(root, otherCode)} only, not committed: not the default corpus's sources)`
      : '## Data set (built from the code on this machine at run time, not committed)',
    '',
    `- ${int(dataset.publicGroups)} public groups (group i is line i of ${relative(root, join(benchDataDir, 'corpus.jsonl'))}, built by bench/corpus/build-corpus.mjs), ` +
      `${int(corpus.distinct)} distinct chunks of code among them, ${int(dataset.snippets)} snippets ` +
      `(${shape === 'members' ? "members' shape: 1-3 versions (70/20/10%), 1-3 snippets each (55/30/15%), 2% of snippets windows of 8-100 KB, one group in 20,000 near the 5 MB limit" : '3% of the groups have two'}), ` +
      `${int(dataset.searchRows)} search rows${dataset.codeSize ? `, ${dataset.codeSize} of code` : ''}; ` +
      `${dataset.technologiesUsed} technologies: ${corpus.perTechnology.map(([name, n]) => `${name} ${int(n)}`).join(', ')}`,
    `- ${int(dataset.queries)} distinct searches (bench/corpus/build-queries.mjs, from the vocabulary of the first ${int(Math.min(groups, 100_000))} lines): ` +
      `words, identifiers (snake_case, camelCase, dotted, scoped, dunder), prefixes, pairs of words, quoted phrases, tech:/lang: qualifiers; ` +
      `${percent(withTech / Math.max(1, sequential.length))} with a technology filter; sort popularity/recent/best match ${sorts.join('/')}; ${percent(deeper / Math.max(1, sequential.length))} past page 1`,
    `- Of those searches, ${percent(empty / Math.max(1, sequential.length))} find nothing and ${percent(capped / Math.max(1, sequential.length))} find more than 1,000 groups`,
    `- Owners: 2,000 bench users; upvotes floor(r^8 x 1000); created over the last two years`,
    '',
    '## Throughput and latency',
    '',
    'The search mix sends the next search of the set with every request (one counter shared by all connections), around and around.',
    'No cache: PUBLIC_PAGE_TTL_MS=0. Page cache on: a second server with the default PUBLIC_PAGE_TTL_MS, same mix.',
    'Every run is closed-loop (autocannon: a connection sends its next request when its last is answered: the rate the server can serve) ' +
      'but "req/s offered": searches arrive at the target rate whatever the answers (Poisson arrivals, bench/open-load.mjs), ' +
      'and each latency counts from arrival, waiting for a free connection included: the latency visitors meet at that rate.',
    '',
    '| scenario | connections | req/s | p50 ms | p99 ms | max ms | vs baseline | CPU ms/req: server | database | load generator | machine busy | requests | non-2xx + errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...loadRows.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${int(r.rps)} | ${r.p50} | ${r.p99} | ${r.max} | ${percent(r.rps / (baseline(r.connections)?.rps || 1))} | ` +
        `${formatCpuMs(r.cpu?.server)} | ${formatCpuMs(r.cpu?.database)} | ${formatCpuMs(r.cpu?.loadGenerator)} | ${r.cpu?.machineBusy == null ? '-' : percent(r.cpu.machineBusy)} | ` +
        `${int(r.total)} | ${r.non2xx + r.errors}${r.invalid ? ' **INVALID**' : ''} |`,
    ),
    '',
    "CPU ms/req: user + system CPU time per request over the measured run (/proc), of the server process, of PostgreSQL's backends serving the database " +
      "(on PGlite the database runs inside the server: its share is in the server's column) and of the load generator; machine busy: " +
      'the share of both cores in use meanwhile, by anything. Unlike req/s, CPU per request does not move with what else runs on the machine.',
    '',
    ...cacheNote(loadRows, dataset.queries, settings.pageTtlMs),
    '## Targets',
    '',
    ...targetLines({ driver, groups, loadRows, relevance, connections: settings.connections }),
    ...(loadRows.some((r) => r.invalid)
      ? ['- **Some runs had more than 0.1% non-2xx answers or errors: their figures are not valid.**']
      : []),
    '',
    '## Sequential pass (each search once, one at a time, page cache off, over HTTP)',
    '',
    `After ${settings.sequentialWarmup} warm-up searches: ${int(latencies.length)} searches, p50 ${ms(percentile(latencies, 50))} ms, ` +
      `p99 ${ms(percentile(latencies, 99))} ms, max ${ms(latencies[latencies.length - 1] ?? 0)} ms, mean ${ms(mean)} ms` +
      `${failed.length ? `; ${failed.length} answered an error (${[...new Set(failed.map((f) => f.status))].join(', ')})` : ''}.`,
    '',
    `The five slowest: the ${settings.slowCandidates} slowest of the pass, each timed three times more, by the median of those.`,
    '',
    '| # | q | technology | sort | skip | matches | ms in the pass | ms, median of 3 more |',
    '|---:|---|---|---:|---:|---:|---:|---:|',
    ...slowest.map(
      (s, i) =>
        `| ${i + 1} | ${code(s.q)} | ${s.tech ?? ''} | ${s.sort ?? 0} | ${s.skip ?? 0} | ${s.exact ? int(s.total) : '1,000+'} | ${ms(s.ms)} | ${ms(s.median)} |`,
    ),
    '',
    '## Relevance (best match, page 1 of 12)',
    '',
    `${found.length} of ${relevance.length} searches (${percent(found.length / Math.max(1, relevance.length))}) put a group whose snippet description names every searched identifier on page 1` +
      (found.length
        ? `; the first such group is first on the page in ${found.filter((r) => r.position === 0).length}, ` +
          `2nd to 3rd in ${found.filter((r) => r.position >= 1 && r.position <= 2).length}, 4th to 12th in ${found.filter((r) => r.position >= 3).length}`
        : '') +
      '.',
    ...(found.length < relevance.length
      ? [
          '',
          'Missed:',
          '',
          ...relevance
            .filter((r) => r.position < 0)
            .slice(0, 20)
            .map(
              (r) =>
                `- ${code(r.q)}${r.tech ? ` (${r.tech})` : ''}: ${r.found} groups on page 1; expected like ${code(r.expect.description)}`,
            ),
        ]
      : []),
    '',
    '## Time per phase',
    '',
    '| phase | seconds |',
    '|---|---:|',
    ...timings.map((t) => `| ${t.phase} | ${t.seconds.toFixed(1)} |`),
    '',
    '## Plans of the five slowest searches',
    '',
    'EXPLAIN (ANALYZE, BUFFERS) of the statements each page runs (ListingRepository.statements: only the first for a',
    'search of at most 1,000 matches, all of them past that; a search the column statistics call common is walked first,',
    'its statements are the walks), on the database after the load runs. EXPLAIN ANALYZE times',
    'every node, which costs much in PGlite (WASM), so each statement is also timed alone. EXPLAIN shows a SQL function',
    'as one Function Scan: the plans of the statements inside it come from auto_explain (log_nested_statements).',
    '',
    ...slowest.flatMap((s, i) => [
      `### ${i + 1}. ${code(s.q)}${s.tech ? `, ${s.tech}` : ''}, sort ${s.sort ?? 0}, skip ${s.skip ?? 0}: ${ms(s.median)} ms over HTTP (median)`,
      '',
      ...(s.plans.length === 0
        ? ['No statement: the search resolves to nothing (a qualifier naming nothing, or only symbols).', '']
        : s.plans.flatMap((p) => [
            `Statement "${p.name}"${p.ms === null ? '' : `: ${ms(p.ms)} ms under EXPLAIN ANALYZE`}, ${ms(p.alone)} ms run alone (median of 3):`,
            '',
            '```',
            p.plan,
            '```',
            '',
            ...p.nested.flatMap((plan) => ['Inside the function (auto_explain):', '', '```', plan, '```', '']),
          ])),
    ]),
  ];
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(
    root,
    'bench',
    'results',
    // One current file per configuration (driver, size, data): a committed run replaces it, git keeps the history.
    `${driver}-${groups}${shape === 'corpus' ? '' : `-${shape}`}${otherCode ? '-other-code' : ''}.md`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}
