import type { FastifyBodyParser, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

/**
 * Limits every request's input meets before any DTO sees it. class-transformer recurses once per
 * level (a body nested 10,000 deep overflows the stack) and checks each object's keys against the
 * others (100,000 unknown keys take seconds): both are refused here first, in time linear in the size
 * of the body. The largest body the API takes (a group with 50 versions of 100 snippets) is 5 levels
 * deep with about 15,000 entries and at most 6 fields per object.
 */
export const INPUT_LIMITS = {
  /** Objects and arrays inside one another. */
  depth: 16,
  /** Fields of one object. */
  fieldsPerObject: 50,
  /** Fields and array items in the whole body. */
  entries: 25_000,
} as const;

const tooDeep = () => badRequest('validation.tooDeep');
const tooManyFields = () => badRequest('validation.tooManyFields');
const forbiddenCharacter = (field: string) => badRequest('validation.forbiddenCharacter', { field });

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * Measures a JSON text before it is parsed, in one pass: its depth, the fields of each object and all
 * its entries. Strings are skipped whole. A text that is not JSON is left to the parser to refuse.
 */
export function checkJsonLimits(text: string): void {
  // The fields of each open object; whether each open container is an array.
  const counts: number[] = [];
  const isArray: boolean[] = [];
  let depth = 0;
  let entries = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (i < 0) return;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth += 1;
      if (depth > INPUT_LIMITS.depth) throw tooDeep();
      counts[depth] = 0;
      isArray[depth] = c === OPEN_ARRAY;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth -= 1;
      if (depth < 0) return;
    } else if (c === COLON) {
      entries += 1;
      counts[depth] += 1;
      if (counts[depth] > INPUT_LIMITS.fieldsPerObject) throw tooManyFields();
    } else if (c === COMMA && isArray[depth]) {
      entries += 1;
    }
    if (entries > INPUT_LIMITS.entries) throw tooManyFields();
  }
}

/** The index of the quote that closes the string opening at `start`, or -1 when it is not closed. */
function endOfString(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end > 0) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return -1;
}

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A text PostgreSQL can store and every validator can read: no NUL character, no lone surrogate. */
function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Walks a parsed body, query or set of route parameters (`source`): every text, names of fields
 * included, must be storable, and the shape within the limits (the query string's is checked here
 * only). Answers 400 naming the field at fault, or the source for a name of a field.
 */
export function checkInputValues(value: unknown, source: string, path = '', depth = 0): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw forbiddenCharacter(path || source);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth >= INPUT_LIMITS.depth) throw tooDeep();
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.entries) throw tooManyFields();
    value.forEach((item, index) => checkInputValues(item, source, path ? `${path}.${index}` : String(index), depth + 1));
    return;
  }
  const keys = Object.keys(value);
  if (keys.length > INPUT_LIMITS.fieldsPerObject) throw tooManyFields();
  for (const key of keys) {
    if (!isStorableText(key)) throw forbiddenCharacter(path || source);
    checkInputValues((value as Record<string, unknown>)[key], source, path ? `${path}.${key}` : key, depth + 1);
  }
}

/** A Fastify `preValidation` hook: the route parameters, the query and the body, before guards and pipes. */
export async function checkRequestInput(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  checkInputValues(request.params, 'params');
  checkInputValues(request.query, 'query');
  checkInputValues(request.body, 'body');
}

/**
 * The JSON body parser: the limits first, on the text, then Fastify's own parser (which refuses
 * `__proto__` and `constructor.prototype` keys). Every refusal is a translated 400.
 */
export function limitedJsonParser(defaultParser: FastifyBodyParser<string>): FastifyBodyParser<Buffer> {
  return (request, body, done) => {
    const text = body.toString('utf8');
    try {
      checkJsonLimits(text);
    } catch (error) {
      done(error as Error);
      return;
    }
    void defaultParser(request, text, (error, value) => {
      if (error) done(badRequest('validation.malformedJson'));
      else done(null, value);
    });
  };
}
