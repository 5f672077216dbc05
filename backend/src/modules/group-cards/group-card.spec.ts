import fc from 'fast-check';
import { buildCard, CARD_LIMITS, type CardSource, codeHead } from './group-card';

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

function source(versions: { name: string; snippets: { description: string; code: string }[] }[]): CardSource {
  const listed = versions.map((version, n) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    no: `${n + 1}.0`,
    name: version.name,
    isDraft: false,
    snippetCount: version.snippets.length,
  }));
  const last = versions.length - 1;
  return {
    versions: listed,
    preview:
      last < 0
        ? null
        : {
            versionID: listed[last].id,
            snippets: versions[last].snippets.slice(0, CARD_LIMITS.snippets).map((snippet, n) => ({
              id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
              description: snippet.description,
              head: snippet.code.slice(0, CARD_LIMITS.headChars),
              lineCount: snippet.code.split('\n').length,
              size: Buffer.byteLength(snippet.code),
            })),
          },
  };
}

describe('codeHead', () => {
  it('keeps the first 30 lines', () => {
    const code = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    expect(codeHead(code, 30, 4096)).toBe(code.split('\n').slice(0, 30).join('\n'));
    expect(codeHead('a\nb', 30, 4096)).toBe('a\nb');
  });

  it('cuts long lines to the byte limit without splitting a character', () => {
    expect(Buffer.byteLength(codeHead('é'.repeat(5000), 30, 4096))).toBe(4096);
    const emoji = codeHead('🎉'.repeat(3000), 30, 4097);
    expect(Buffer.byteLength(emoji)).toBe(4096);
    expect(emoji).toBe('🎉'.repeat(1024));
  });
});

describe('buildCard', () => {
  it('previews the version the source names, its snippets cut and marked, the others without snippets', () => {
    const long = Array.from({ length: 45 }, (_, i) => `x${i}`).join('\n');
    const card = buildCard(
      { title: 't', description: 'd' },
      source([
        { name: 'old', snippets: [{ description: 'a', code: 'old' }] },
        {
          name: 'new',
          snippets: [
            { description: 'b', code: long },
            { description: 'c', code: 'short' },
          ],
        },
      ]),
    );
    expect(card.versionCount).toBe(2);
    expect(card.previewVersionID).toBe(card.versions[1].id);
    expect(card.versions[0].snippets).toEqual([]);
    expect(card.versions[1].snippets.map((s) => [s.code.split('\n').length, s.truncated, s.lineCount])).toEqual([
      [30, true, 45],
      [1, false, 1],
    ]);
  });

  it('stays within its budget whatever the group holds, and keeps the version it shows', () => {
    const text = fc.string({ unit: fc.constantFrom('a', '"', '\\', '\u0001', 'é', '日', '🎉', '\n'), maxLength: 1000 });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        text,
        fc.array(
          fc.record({
            name: fc.string({ maxLength: 100 }),
            snippets: fc.array(fc.record({ description: text, code: text }), { maxLength: 4 }),
          }),
          { minLength: 1, maxLength: 50 },
        ),
        (title, description, versions) => {
          const card = buildCard({ title, description }, source(versions));
          expect(bytes(card)).toBeLessThanOrEqual(CARD_LIMITS.budget);
          expect(card.versions.some((version) => version.id === card.previewVersionID)).toBe(true);
          expect(card.versionCount).toBe(versions.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves an ordinary group whole but for its code past the 30th line', () => {
    const group = source([
      { name: 'General', snippets: [{ description: 'Debounce a function', code: 'function debounce(fn, ms) {\n  let t;\n}' }] },
      { name: 'Next', snippets: [{ description: 'Throttle', code: 'const throttle = () => {};' }] },
    ]);
    const card = buildCard({ title: 'Timing helpers', description: 'Debounce and throttle in plain JavaScript.' }, group);
    expect(card.title).toBe('Timing helpers');
    expect(card.description).toBe('Debounce and throttle in plain JavaScript.');
    expect(card.versions.map((version) => version.name)).toEqual(['General', 'Next']);
    expect(card.versions[1].snippets[0]).toMatchObject({ code: 'const throttle = () => {};', truncated: false });
  });
});
