import { AppException } from '../errors';
import { translate } from '../i18n/messages';
import { checkInputValues, checkJsonLimits, INPUT_LIMITS } from './input-limits';

/** The English message of the 400 a check answers, or null when it lets the input through. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (!(error instanceof AppException)) throw error;
    expect(error.getStatus()).toBe(400);
    return translate(error.key, 'en-EN', error.params);
  }
}

const object = (fields: number) => `{${Array.from({ length: fields }, (_, i) => `"k${i}":${i}`).join(',')}}`;

describe('checkJsonLimits', () => {
  it('lets bodies within the limits through', () => {
    expect(refusal(() => checkJsonLimits(object(INPUT_LIMITS.fieldsPerObject)))).toBeNull();
    expect(refusal(() => checkJsonLimits('['.repeat(INPUT_LIMITS.depth) + ']'.repeat(INPUT_LIMITS.depth)))).toBeNull();
    const items = `[${Array.from({ length: INPUT_LIMITS.entries }, () => '0').join(',')}]`;
    expect(refusal(() => checkJsonLimits(items))).toBeNull();
  });

  it('refuses nesting past the depth limit, arrays or objects', () => {
    const deep = INPUT_LIMITS.depth + 1;
    expect(refusal(() => checkJsonLimits('['.repeat(deep) + ']'.repeat(deep)))).toBe('The request body is nested too deeply');
    expect(refusal(() => checkJsonLimits('{"a":'.repeat(5000)))).toBe('The request body is nested too deeply');
  });

  it('refuses too many fields in one object, or entries in all', () => {
    expect(refusal(() => checkJsonLimits(object(INPUT_LIMITS.fieldsPerObject + 1)))).toBe('The request has too many fields');
    const spread = `[${Array.from({ length: INPUT_LIMITS.entries / 2 + 1 }, () => '{"a":1}').join(',')}]`;
    expect(refusal(() => checkJsonLimits(spread))).toBe('The request has too many fields');
  });

  it('does not count what is inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ code: `${'[{"x":1,'.repeat(1000)} \\" \\\\" ` });
    expect(refusal(() => checkJsonLimits(text))).toBeNull();
  });

  it('answers at once for 200,000 keys, and reads a 5 MB body within the limits in one quick pass', () => {
    const keys = object(200_000);
    const large = JSON.stringify({ versions: [{ snippets: [{ code: 'x"{['.repeat(1_250_000) }] }] });
    const started = performance.now();
    expect(refusal(() => checkJsonLimits(keys))).toBe('The request has too many fields');
    expect(refusal(() => checkJsonLimits(large))).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('checkInputValues', () => {
  it('refuses NUL characters and lone surrogates, naming the field', () => {
    expect(refusal(() => checkInputValues({ reason: 'a\u0000b' }, 'body'))).toBe(
      'The field reason contains a character that is not allowed',
    );
    expect(refusal(() => checkInputValues({ v: [{ code: '\ud800' }] }, 'body'))).toBe(
      'The field v.0.code contains a character that is not allowed',
    );
    expect(refusal(() => checkInputValues({ email: 'x\udfff@example.com' }, 'body'))).not.toBeNull();
    expect(refusal(() => checkInputValues({ 'a\u0000': 1 }, 'query'))).toBe('The field query contains a character that is not allowed');
    expect(refusal(() => checkInputValues('\u0000', 'body'))).toBe('The field body contains a character that is not allowed');
  });

  it('lets any well-formed text through, emoji and other pairs of surrogates included', () => {
    expect(refusal(() => checkInputValues({ q: 'naïve 😀 日本語 \t\n', n: 1, b: null, a: [true] }, 'query'))).toBeNull();
  });

  it('refuses too many fields and too deep values', () => {
    const wide = Object.fromEntries(Array.from({ length: INPUT_LIMITS.fieldsPerObject + 1 }, (_, i) => [`k${i}`, i]));
    expect(refusal(() => checkInputValues(wide, 'query'))).toBe('The request has too many fields');
    let deep: unknown = 'x';
    for (let i = 0; i <= INPUT_LIMITS.depth; i++) deep = [deep];
    expect(refusal(() => checkInputValues(deep, 'body'))).toBe('The request body is nested too deeply');
  });
});
