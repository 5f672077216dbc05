// Helpers shared by the benchmark's corpus and query builders: paths, a seeded random generator,
// the official technology names, and JSON-lines reading and writing.
import { createReadStream, createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { basename, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * Other code for the corpus (BENCH_CODE, a folder: bench/corpus/fetch-debian-code.mjs fills one):
 * when set, the corpus is built from that folder's code only (code-sources.mjs), and the benchmark's
 * data and PGlite database get folders of their own, so that both data sets can be kept and measured.
 */
export const otherCode = process.env.BENCH_CODE ? resolve(process.env.BENCH_CODE) : null;
const dataSuffix = otherCode ? `-code-${basename(otherCode)}` : '';
/** Generated benchmark data lives here (git-ignored with .data/). */
export const benchDataDir = join(root, '.data', `bench${dataSuffix}`);
/** The benchmark's PGlite database (without DATABASE_URL). */
export const benchPgliteDir = join(root, '.data', `bench-pglite${dataSuffix}`);

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function randomFor(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One element of `items`, chosen with `random`. */
export function pick(items, random) {
  return items[Math.floor(random() * items.length)];
}

/** Shuffles `items` in place (Fisher-Yates) and returns them. */
export function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The official technology names, read from the backend's seed so the corpus cannot drift from it. */
export function officialTechnologyNames() {
  const source = readFileSync(join(root, 'backend/src/database/official-technologies.ts'), 'utf8');
  return new Set([...source.matchAll(/\{ name: '([^']+)'/g)].map((match) => match[1]));
}

/** Writes JSON lines to a file, or to stdout for '-', in batches and with backpressure. */
export function jsonLinesWriter(path) {
  if (path !== '-') mkdirSync(dirname(path), { recursive: true });
  const stream = path === '-' ? process.stdout : createWriteStream(path);
  let batch = '';
  const flush = async () => {
    if (batch && !stream.write(batch)) await once(stream, 'drain');
    batch = '';
  };
  return {
    async write(value) {
      // U+2028 and U+2029 are valid in JSON strings, but readline (readJsonLines) ends lines at them.
      batch += `${JSON.stringify(value)
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029')}\n`;
      if (batch.length > 1 << 20) await flush();
    },
    async close() {
      await flush();
      if (stream !== process.stdout) {
        stream.end();
        await once(stream, 'close');
      }
    },
  };
}

/** The parsed lines of a JSON-lines file. */
export async function* readJsonLines(path) {
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (line) yield JSON.parse(line);
  }
}

/** Seconds since `started` (a performance.now() value), for progress lines. */
export function secondsSince(started) {
  return ((performance.now() - started) / 1000).toFixed(1);
}

/** The searches of the query set the last `npm run bench` built or used in benchDataDir (its file's name, and the searches). */
export async function latestQuerySet() {
  // The newest by its time of writing: by name, queries-50000-... would come after queries-100000-....
  const file = readdirSync(benchDataDir)
    .filter((name) => name.startsWith('queries-') && name.endsWith('.jsonl'))
    .map((name) => ({ name, written: statSync(join(benchDataDir, name)).mtimeMs }))
    .sort((a, b) => a.written - b.written)
    .at(-1)?.name;
  if (!file) throw new Error(`No query set in ${benchDataDir}: run npm run bench first`);
  const searches = [];
  for await (const search of readJsonLines(join(benchDataDir, file))) searches.push(search);
  return { file, searches };
}
