import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, Matches } from 'class-validator';
import { type Documented, field } from '../../common/validation/field';

/** Tags (issue 41): at most `perGroup` per group, each a lower-case word of letters, digits and `-`. */
export const TAG_LIMITS = {
  perGroup: 10,
  length: 30,
  /** Suggestions answered at most, and the member's own tags listed at most. */
  suggestions: 20,
  mine: 100,
} as const;

export const TAG_PATTERN = /^[a-z0-9-]{1,30}$/;

/**
 * What a client sends, as stored: each text trimmed and in lower case, the repeats left out (the first
 * place kept). Anything but a text is left as it is for the rules to refuse.
 */
export function normalizedTags(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const tags: unknown[] = [];
  for (const item of value) {
    if (typeof item !== 'string') {
      tags.push(item);
      continue;
    }
    const tag = item.trim().toLowerCase();
    if (seen.has(tag)) continue;
    seen.add(tag);
    tags.push(tag);
  }
  return tags;
}

/**
 * A group's tags in a body: an array of at most 10 tags (400 `tags.tooMany`), each a lower-case word
 * of 1-30 letters, digits or `-` once trimmed and lower-cased (400 `tags.invalid`); repeats are dropped.
 */
export function IsTagList(options: Documented = {}): PropertyDecorator {
  return field(
    {
      example: ['react', 'hooks'],
      description:
        `At most ${TAG_LIMITS.perGroup} tags, each 1-${TAG_LIMITS.length} lower-case letters, digits or -; ` +
        "texts are trimmed and lower-cased, repeats dropped. Replaces the group's tags when given ([] clears them).",
      ...options,
    },
    {
      type: String,
      isArray: true,
      maxItems: TAG_LIMITS.perGroup,
      items: { type: 'string', pattern: TAG_PATTERN.source, maxLength: TAG_LIMITS.length },
    },
    Transform(({ value }) => normalizedTags(value)),
    IsArray({ message: 'tags.invalid' }),
    ArrayMaxSize(TAG_LIMITS.perGroup, { message: 'tags.tooMany' }),
    Matches(TAG_PATTERN, { each: true, message: 'tags.invalid' }),
  );
}
