import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { quoteLexeme } from '../tokenizer/lexeme-literal';
import { parseSearch, searchTsquery, type SearchWeight } from '../query/search-query';
import { buildSearchVector, MAX_VECTOR_BYTES, type SearchSource } from '../tokenizer/search-vector';

/**
 * The literals against a real PostgreSQL: PGlite in memory, or the server at DATABASE_URL when it is
 * set (no table is touched). Each case stores `text` (or `sources`) and searches it.
 */
interface Case {
  text?: string;
  sources?: SearchSource[];
  search: string;
  matches: boolean;
  weights?: SearchWeight[];
}

const CASES: Case[] = [
  // camelCase: whole, parts, prefix
  { text: 'useEffect(() => {}, [])', search: 'useEffect', matches: true },
  { text: 'useEffect(() => {}, [])', search: 'effect', matches: true },
  { text: 'useEffect(() => {}, [])', search: 'useEff', matches: true },
  { text: 'useEffect(() => {}, [])', search: 'useEffects', matches: false },
  { text: 'const server = new HTTPServer2()', search: 'httpse', matches: true },
  { text: 'const server = new HTTPServer2()', search: 'serv', matches: true },
  // snake_case and dunder names
  { text: 'puts(s.c_str());', search: 'c_str', matches: true },
  { text: 'puts(s.c_str());', search: 'str', matches: true },
  { text: 'puts(s.c_str());', search: 'cstr', matches: false },
  { text: 'if __name__ == "__main__":', search: '__name__ __main__', matches: true },
  { text: 'if __name__ == "__main__":', search: '__init__', matches: false },
  // dotted and :: chains
  { text: 'const p = os.path.join(a, b)', search: 'os.path', matches: true },
  { text: 'const p = os.path.join(a, b)', search: 'path.join', matches: true },
  { text: 'const p = os.path.join(a, b)', search: 'os.join', matches: false },
  { text: 'Runs on node.js 24', search: 'node.js', matches: true },
  { text: 'std::vector<int>::iterator it;', search: 'std::vector', matches: true },
  { text: 'std::vector<int>::iterator it;', search: 'vector<int>', matches: true },
  { text: 'std::vector<int>::iterator it;', search: 'std::map', matches: false },
  { text: 'x = a.b.c.d.e.f', search: 'b.c.d.e.f', matches: true },
  { text: 'x = a.b.c.d.e.f', search: 'a.c.d.e.f', matches: false },
  // punctuation
  { text: 'node = ptr->next;', search: 'ptr->next', matches: true },
  { text: 'h1 { font-size: 12px }', search: 'font-size 12px', matches: true },
  { text: 'int x = 0xFF + 8080;', search: '0xff 8080', matches: true },
  { text: 'Learn C++ today', search: 'c++', matches: true },
  // unicode
  { text: 'Grüße aus dem Café', search: 'grüße CAFÉ', matches: true },
  { text: 'Grüße aus dem Café', search: 'cafe\u0301', matches: true },
  { text: 'def 获取数据库连接():', search: '数据库', matches: true },
  { text: 'def 获取数据库连接():', search: '库据', matches: false },
  // quotes, backslashes and operators in the input
  { text: `it's "quoted" path\\to\\file`, search: `it's`, matches: true },
  { text: `it's "quoted" path\\to\\file`, search: `\\to\\ 'quoted'`, matches: true },
  { text: `'; DROP TABLE x; --`, search: `'; drop & | ! <-> :* (`, matches: true },
  // very long tokens are cut to the same length on both sides
  { text: `k = "${'x'.repeat(5000)}"`, search: 'x'.repeat(5000), matches: true },
  { text: `k = "${'x'.repeat(5000)}"`, search: `"${'x'.repeat(99)}"`, matches: false },
  // phrases: in order, across the parts of an identifier, never across two sources
  { text: 'we call useEffect now', search: '"useEffect now"', matches: true },
  { text: 'we call useEffect now', search: '"now useEffect"', matches: false },
  { text: 'we call useEffect now', search: '"call use effect now"', matches: true },
  {
    sources: [
      { field: 'text', text: 'Read a CSV file' },
      { field: 'code', text: 'open(path)' },
    ],
    search: '"file open"',
    matches: false,
  },
  {
    sources: [
      { field: 'text', text: 'Read a CSV file' },
      { field: 'code', text: 'open(path)' },
    ],
    search: 'file open',
    matches: true,
  },
  // weights: whole tokens (A, C) against parts (B, D), text (A, B) against code (C, D)
  { text: 'useEffect()', search: '"use"', weights: ['A', 'C'], matches: false },
  { text: 'useEffect()', search: '"use"', weights: ['B', 'D'], matches: true },
  { sources: [{ field: 'text', text: 'size_t helper' }], search: 'size_t', weights: ['A'], matches: true },
  { sources: [{ field: 'code', text: 'size_t n;' }], search: 'size_t', weights: ['A', 'B'], matches: false },
];

/** Snippet code of about `bytes` bytes with many distinct identifiers, the same for the same `seed`. */
function generatedCode(bytes: number, seed: number): string {
  const lines: string[] = [];
  let state = seed;
  for (let size = 0; size < bytes;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const line = `const item${state.toString(36)} = source_${(state >> 7).toString(36)}.getValue(${state % 1000});`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

interface SqlClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

describe('search literals in PostgreSQL', () => {
  let client: SqlClient;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const { Client } = await import('pg');
      const pg = new Client({ connectionString: process.env.DATABASE_URL });
      await pg.connect();
      [client, close] = [pg, () => pg.end()];
    } else {
      const pglite = await PGlite.create();
      [client, close] = [pglite, () => pglite.close()];
    }
  }, 60_000);

  afterAll(async () => {
    await close?.();
  });

  /** A short test name: long texts are cut. */
  const named = CASES.map((c) => {
    const cut = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
    const stored = cut(c.text ?? c.sources!.map((source) => `${source.field}: ${source.text}`).join(' | '));
    return [
      `${cut(c.search)} ${c.matches ? 'matches' : 'does not match'} ${stored}${c.weights ? ` as ${c.weights.join('')}` : ''}`,
      c,
    ] as const;
  });

  it.each(named)('%s', async (_name, { text, sources, search, weights, matches }) => {
    const vector = buildSearchVector(sources ?? [{ field: 'code', text: text! }]);
    const { terms } = parseSearch(search);
    const query = searchTsquery(terms, { weights });
    const candidates = searchTsquery(terms, { weights, inOrder: false });
    const { rows } = await client.query<{ found: boolean; candidate: boolean }>(
      'SELECT $1::tsvector @@ $2::tsquery AS found, $1::tsvector @@ $3::tsquery AS candidate',
      [vector, query, candidates],
    );
    expect(rows[0].found).toBe(matches);
    // A match is always among the candidates (its lexemes and its pairs).
    if (matches) expect(rows[0].candidate).toBe(true);
  });

  it('finds every phrase of real code among its candidates, and the pairs leave out most phrases that are not in it', async () => {
    const files = ['../tokenizer/code-tokens.ts', '../query/search-query.ts', './search-document.ts'].map((file) =>
      readFileSync(join(__dirname, file), 'utf8'),
    );
    const phrases: { vector: string; present: string; absent: string }[] = [];
    for (const text of files) {
      const vector = buildSearchVector([{ field: 'code', text }]);
      const words = text.match(/[A-Za-z][A-Za-z0-9]*/g)!;
      for (let i = 0; i + 3 < words.length; i += 7) {
        const length = 2 + (i % 3);
        const window = words.slice(i, i + length);
        // The same words, the last two swapped: all present in the file, rarely side by side in that order.
        const swapped = [...window.slice(0, -2), window[length - 1], window[length - 2]];
        phrases.push({ vector, present: `"${window.join(' ')}"`, absent: `"${swapped.join(' ')}"` });
      }
    }
    const tsqueries = (search: string) => {
      const { terms } = parseSearch(search);
      return [searchTsquery(terms), searchTsquery(terms, { inOrder: false })];
    };
    let found = 0;
    let absent = 0;
    let pruned = 0;
    for (const phrase of phrases) {
      const [present, presentCandidates] = tsqueries(phrase.present);
      const [swapped, swappedCandidates] = tsqueries(phrase.absent);
      const { rows } = await client.query<{ present: boolean; candidate: boolean; swapped: boolean; swappedCandidate: boolean }>(
        `SELECT $1::tsvector @@ $2::tsquery AS present, $1::tsvector @@ $3::tsquery AS candidate,
                $1::tsvector @@ $4::tsquery AS swapped, $1::tsvector @@ $5::tsquery AS "swappedCandidate"`,
        [phrase.vector, present, presentCandidates, swapped, swappedCandidates],
      );
      const [row] = rows;
      // A window of the regular expression's words is a phrase of the tokenizer's most of the time (not in `0xFF`).
      if (row.present) found++;
      if (row.present) expect({ phrase: phrase.present, candidate: row.candidate }).toEqual({ phrase: phrase.present, candidate: true });
      if (row.swapped) expect(row.swappedCandidate).toBe(true);
      else {
        absent++;
        if (!row.swappedCandidate) pruned++;
      }
    }
    expect(phrases.length).toBeGreaterThan(300);
    expect(found / phrases.length).toBeGreaterThan(0.9);
    expect(absent).toBeGreaterThan(phrases.length / 2);
    expect(pruned / absent).toBeGreaterThan(0.8);
  });

  it('reads lexemes holding quotes and backslashes as written', async () => {
    const lexeme = `o'k\\ & 'x'`;
    const { rows } = await client.query<{ vector: string; found: boolean }>(
      'SELECT $1::tsvector::text AS vector, $1::tsvector @@ $2::tsquery AS found',
      [`${quoteLexeme(lexeme)}:1`, `${quoteLexeme(lexeme)} & ${quoteLexeme('x')}:*`],
    );
    expect(rows[0]).toEqual({ vector: `${quoteLexeme(lexeme)}:1`, found: false });
  });

  it('takes the bounded vector of 100 snippets of 100 KB each', async () => {
    const code = Array.from({ length: 100 }, (_, i) => ({ field: 'code' as const, text: generatedCode(100 * 1024, i + 1) }));
    const started = performance.now();
    const vector = buildSearchVector([{ field: 'text', text: 'Generated getters' }, ...code]);
    const took = performance.now() - started;
    const [firstItem] = /item\w+/.exec(code[0].text)!;
    const { rows } = await client.query<{ bytes: number; found: boolean }>(
      'SELECT pg_column_size($1::tsvector) AS bytes, $1::tsvector @@ $2::tsquery AS found',
      [vector, searchTsquery(parseSearch(`generated ${firstItem} getValue`).terms)],
    );
    expect(rows[0].found).toBe(true);
    expect(rows[0].bytes).toBeLessThanOrEqual(MAX_VECTOR_BYTES);
    expect(rows[0].bytes).toBeGreaterThan(MAX_VECTOR_BYTES * 0.9);
    expect(took).toBeLessThan(5_000);
  });
});
