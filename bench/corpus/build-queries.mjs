// Builds the benchmark's searches from the vocabulary of a corpus made by build-corpus.mjs, with
// its own simple tokenizer (the benchmark must not depend on the search code it measures).
//
// Writes two JSON-lines files:
// - queries: {"q":"c_str","tech":"C++","sort":2,"skip":0}, at least --count distinct (q, tech) pairs
//   over single words, identifiers with punctuation (c_str, __name__, std::vector, os.path,
//   useEffect), identifier prefixes, two words, quoted phrases and `tech:` qualifiers typed in the
//   box (`lang:` a quarter of the time); about a third with a technology filter (`tech` is its official name); sort 0, 1 or 2 (best
//   match); one in seven on a deeper page (skip > 0).
// - relevance: {"q":"parse_args","tech":"Python","identifiers":["parse_args"],"expect":{"key":123,"description":"parse_args in argparse.py"}}
//   where the group of corpus line `key` names every identifier of q in its description while many
//   other groups hold them in code: best match should put a group whose description names them all
//   on page 1.
//
// Usage: node bench/corpus/build-queries.mjs [--corpus .data/bench/corpus.jsonl] [--sample 100000]
//   [--count 2500] [--relevance 100] [--seed 1] [--out .data/bench/queries.jsonl] [--relevance-out .data/bench/relevance.jsonl]
// Only the first --sample lines of the corpus are read (its distinct chunks come first).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDataDir, jsonLinesWriter, pick, randomFor, readJsonLines, secondsSince, shuffle } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string', default: join(benchDataDir, 'corpus.jsonl') },
    sample: { type: 'string', default: '100000' },
    count: { type: 'string', default: '2500' },
    relevance: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: join(benchDataDir, 'queries.jsonl') },
    'relevance-out': { type: 'string', default: join(benchDataDir, 'relevance.jsonl') },
  },
});
const SAMPLE = Number(args.sample);
const COUNT = Number(args.count);
const RELEVANCE = Number(args.relevance);
const random = randomFor(Number(args.seed));

/** Identifiers with their `::` and `.` chains, as a code reader would type them. */
const IDENTIFIER = /[A-Za-z_$][\w$]*(?:(?:::|\.)[A-Za-z_$][\w$]*)*/g;
const STOP_WORDS = new Set(
  'the and for with from this that are was were has have not but you your can all any its into than then them they will would should could been being when what which who how why also only more most some such use used using one two via per get set new return'.split(
    ' ',
  ),
);

/** The kind of search a token makes: an identifier with punctuation or case, or a plain word. */
function kindOf(token) {
  if (token.includes('::')) return 'scoped';
  if (token.includes('.')) return /^(?:this|self)\./.test(token) ? null : 'dotted';
  if (/^__\w+__$/.test(token)) return 'dunder';
  if (/[A-Za-z0-9]_[A-Za-z0-9]/.test(token)) return 'snake';
  if (/[a-z][A-Z]/.test(token)) return 'camel';
  if (/^[a-z]{3,}$/.test(token) && !STOP_WORDS.has(token)) return 'word';
  return null;
}

/** A dotted or scoped chain is searched by its first two segments (os.path, std::vector). */
function searchable(token) {
  const chain = /^[^.:]+(?:::|\.)[^.:]+/.exec(token);
  return chain ? chain[0] : token;
}

function tokensOf(text) {
  const found = new Set();
  for (const [token] of text.matchAll(IDENTIFIER)) {
    const term = searchable(token);
    if (term.length <= 60 && kindOf(term)) found.add(term);
  }
  return found;
}

function wordsOf(text) {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
}

/** Keeps a uniform sample of at most `size` of the values offered (reservoir sampling). */
function reservoir(size) {
  const kept = [];
  let seen = 0;
  return {
    kept,
    offer(value) {
      seen++;
      if (kept.length < size) kept.push(value);
      else {
        const at = Math.floor(random() * seen);
        if (at < size) kept[at] = value;
      }
    },
  };
}

// ---- Reading the corpus -----------------------------------------------------------------------

const started = performance.now();
/** Per token: in how many chunks' code it occurs, and the technology of the first. */
const codeFrequency = new Map();
const technologyOfToken = new Map();
/** Per identifier: in how many descriptions it occurs. */
const descriptionFrequency = new Map();
const describedGroups = [];
const chunkTokens = reservoir(20_000);
const descriptions = reservoir(20_000);
let read = 0;
for await (const group of readJsonLines(args.corpus)) {
  if (read++ === SAMPLE) break;
  const tokens = tokensOf(group.code);
  for (const token of tokens) {
    codeFrequency.set(token, (codeFrequency.get(token) ?? 0) + 1);
    if (!technologyOfToken.has(token)) technologyOfToken.set(token, group.technology);
  }
  chunkTokens.offer({ tokens: [...tokens], technology: group.technology });
  descriptions.offer(group);
  const named = [...tokensOf(group.description.replace(/\bhttps?:\/\/\S+/g, ' '))].filter(
    (token) => kindOf(token) !== 'word' && token.length >= 4,
  );
  for (const token of named) descriptionFrequency.set(token, (descriptionFrequency.get(token) ?? 0) + 1);
  if (named.length > 0) describedGroups.push({ key: group.key, description: group.description, technology: group.technology, named });
}
process.stderr.write(
  `read ${Math.min(read, SAMPLE).toLocaleString('en')} corpus lines, ${codeFrequency.size.toLocaleString('en')} tokens, ${secondsSince(started)} s\n`,
);

// ---- Searches ---------------------------------------------------------------------------------

/** Tokens by kind, spread over frequency bands (1-9, 10-99, ... chunks) so rare and very common terms both occur. */
const bands = new Map();
for (const [token, frequency] of codeFrequency) {
  if (frequency < 2) continue;
  const kind = kindOf(token);
  const band = Math.min(4, Math.floor(Math.log10(frequency)));
  if (!bands.has(kind)) bands.set(kind, [[], [], [], [], []]);
  bands.get(kind)[band].push(token);
}
for (const perBand of bands.values()) for (const tokens of perBand) tokens.sort();

function tokenOf(kind) {
  const filled = bands.get(kind)?.filter((tokens) => tokens.length > 0) ?? [];
  return filled.length ? pick(pick(filled, random), random) : null;
}

const PREFIXABLE = ['camel', 'snake', 'word'];
const KINDS = [
  // [share of the searches, how to make one]
  [0.18, () => tokenOf('word')],
  [0.06, () => tokenOf('snake')],
  [0.06, () => tokenOf('camel')],
  [0.06, () => tokenOf('dotted')],
  [0.06, () => tokenOf('scoped')],
  [0.04, () => tokenOf('dunder')],
  [
    0.14,
    () => {
      const token = tokenOf(pick(PREFIXABLE, random));
      return token && token.length >= 6 ? token.slice(0, 3 + Math.floor(random() * (token.length - 4))) : null;
    },
  ],
  [
    0.16,
    () => {
      const { tokens } = pick(chunkTokens.kept, random);
      if (tokens.length < 2) return null;
      const [first, second] = shuffle([...tokens], random);
      return `${first} ${second}`;
    },
  ],
  [
    0.1,
    () => {
      const words = wordsOf(pick(descriptions.kept, random).description);
      if (words.length < 2) return null;
      const at = Math.floor(random() * (words.length - 1));
      return `"${words.slice(at, at + 2 + Math.floor(random() * 2)).join(' ')}"`;
    },
  ],
  [
    0.14,
    () => {
      const word = tokenOf('word');
      return word && `${random() < 0.25 ? 'lang' : 'tech'}:${technologyOfToken.get(word)} ${word}`;
    },
  ],
];
const FIXED = ['c_str', '__name__', 'useEffect', 'std::vector', 'size_t', 'stream async', 'table', 'useEff', 'node.js', 'os.path'];
const SKIPS = [12, 24, 36, 60, 120, 240];

function technologyFor(q) {
  const word = q.replace(/"/g, '').split(' ')[0];
  return technologyOfToken.get(word) ?? technologyOfToken.get(searchable(word)) ?? pick(chunkTokens.kept, random).technology;
}

function drawQ() {
  let ticket = random();
  for (const [share, make] of KINDS) {
    if ((ticket -= share) < 0) return make();
  }
  return KINDS[0][1]();
}

const searches = new Map();
const addSearch = (q, withTechnology) => {
  if (!q) return;
  const tech = withTechnology && !/^(?:tech|lang):/.test(q) ? technologyFor(q) : undefined;
  const key = JSON.stringify([q.toLowerCase(), tech ?? null]);
  if (searches.has(key)) return;
  const sort = random() < 0.5 ? 2 : random() < 0.5 ? 0 : 1;
  const skip = random() < 1 / 7 ? pick(SKIPS, random) : 0;
  searches.set(key, { q, ...(tech ? { tech } : {}), sort, skip });
};
for (const q of FIXED) {
  addSearch(q, false);
  addSearch(q, true);
}
for (let attempts = 0; searches.size < COUNT && attempts < COUNT * 50; attempts++) addSearch(drawQ(), random() < 1 / 3);

// ---- Relevance checks -------------------------------------------------------------------------

/** Groups whose description names identifiers that are common in code and rare in descriptions. */
const relevance = [];
for (const group of shuffle(describedGroups, random)) {
  if (relevance.length === RELEVANCE) break;
  const identifiers = group.named.filter((token) => (codeFrequency.get(token) ?? 0) >= 20 && descriptionFrequency.get(token) <= 3);
  if (identifiers.length === 0) continue;
  const chosen = identifiers.slice(0, random() < 0.25 ? 2 : 1);
  const tech = random() < 0.5 ? group.technology : undefined;
  relevance.push({
    q: chosen.join(' '),
    ...(tech ? { tech } : {}),
    identifiers: chosen,
    expect: { key: group.key, description: group.description },
  });
}

const queryWriter = jsonLinesWriter(args.out);
for (const search of searches.values()) await queryWriter.write(search);
await queryWriter.close();
const relevanceWriter = jsonLinesWriter(args['relevance-out']);
for (const check of relevance) await relevanceWriter.write(check);
await relevanceWriter.close();
process.stderr.write(
  `${searches.size.toLocaleString('en')} searches to ${args.out}, ${relevance.length} relevance checks to ${args['relevance-out']}, ${secondsSince(started)} s\n`,
);
