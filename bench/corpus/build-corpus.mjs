// Builds the benchmark corpus from real code found on this machine at run time (never committed):
// JS/TS/CSS/HTML/shell under the project's node_modules folders, C and C++ headers under
// /usr/include, Python's standard library and the installed Python packages (code-sources.mjs);
// with BENCH_CODE=<folder>, the code in that folder instead (into .data/bench-code-<folder>/).
// Files are cut into chunks at declarations (functions, classes, macros, rules) of 10 to 80 lines
// (chunks.mjs); every distinct chunk (by hash of its code) becomes one JSON line
//   {"key":0,"technology":"Python","description":"parse_args in argparse.py","versionName":"Python 3.11","code":"..."}
// where `key` is the line's number, `technology` an official technology name, `description` a
// realistic one line (the declared name with its file, or the chunk's first comment line).
//
// Usage: node bench/corpus/build-corpus.mjs [--count 1000000] [--seed 1] [--distinct N] [--out .data/bench/corpus.jsonl | -]
// The same seed gives the same lines. When the machine's distinct chunks (or --distinct) run out
// before --count, the walk starts again from the top and repeats them in the same order: line k of
// a pass holds the same chunk as line k of the first pass. A summary goes to stderr.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { snippetsOf } from './chunks.mjs';
import { sources } from './code-sources.mjs';
import { benchDataDir, jsonLinesWriter, officialTechnologyNames, otherCode, randomFor, secondsSince, shuffle } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '1' },
    distinct: { type: 'string', default: String(Number.MAX_SAFE_INTEGER) },
    out: { type: 'string', default: join(benchDataDir, 'corpus.jsonl') },
  },
});
const COUNT = Number(args.count);
const SEED = Number(args.seed);
const DISTINCT = Number(args.distinct);

/** Chunks of every source, files shuffled by the seed, sources interleaved by their remaining bytes. */
function* chunks(random) {
  const official = officialTechnologyNames();
  const pending = sources(otherCode).map((source) => ({
    ...source,
    files: shuffle(source.files, random),
    left: source.files.reduce((sum, f) => sum + f.size, 0),
  }));
  while (pending.length > 0) {
    let ticket = random() * pending.reduce((sum, source) => sum + source.left, 0);
    const source = pending.find((candidate) => (ticket -= candidate.left) < 0) ?? pending[pending.length - 1];
    const file = source.files.pop();
    source.left -= file.size;
    if (source.files.length === 0) pending.splice(pending.indexOf(source), 1);
    const text = readFileSync(file.path, 'utf8');
    const language = source.language(file.path);
    const technology = source.technology(file.path, text);
    if (!official.has(technology)) throw new Error(`${technology} is not an official technology name`);
    const versionName = source.versionName(file.path);
    for (const { description, code } of snippetsOf(text, language, source.label(file.path), random)) {
      yield { technology, description, versionName, code };
    }
  }
}

/** At most `limit` chunks with distinct code, always the same for the same seed. */
function* distinctChunks(limit) {
  const seen = new Set();
  for (const chunk of chunks(randomFor(SEED))) {
    const hash = createHash('sha1').update(chunk.code).digest().readUIntBE(0, 6);
    if (seen.has(hash)) continue;
    seen.add(hash);
    yield chunk;
    if (seen.size === limit) return;
  }
}

const started = performance.now();
const writer = jsonLinesWriter(args.out);
const perTechnology = new Map();
let written = 0;
let distinct = 0;
for (let pass = 0; written < COUNT; pass++) {
  let inPass = 0;
  for (const chunk of distinctChunks(DISTINCT)) {
    await writer.write({ key: written, ...chunk });
    written++;
    inPass++;
    if (pass === 0) perTechnology.set(chunk.technology, (perTechnology.get(chunk.technology) ?? 0) + 1);
    if (written % 100_000 === 0) process.stderr.write(`  ${written.toLocaleString('en')} lines, ${secondsSince(started)} s\n`);
    if (written === COUNT) break;
  }
  if (pass === 0) distinct = inPass;
  if (inPass === 0) break;
}
await writer.close();
const mix = [...perTechnology].sort((a, b) => b[1] - a[1]).map(([name, n]) => `${name} ${n}`);
process.stderr.write(
  `${written.toLocaleString('en')} lines (${distinct.toLocaleString('en')} distinct chunks${written > distinct ? ', then repeated' : ''}) in ${secondsSince(started)} s to ${args.out}\n  ${mix.join(', ')}\n`,
);
