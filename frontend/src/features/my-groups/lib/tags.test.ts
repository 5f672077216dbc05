import { describe, expect, it } from 'vitest';
import { cleanTags, isValidTag } from './tags';

describe('tags', () => {
  it('keeps lower-case words of letters, digits and -, each once, at most 10', () => {
    expect(cleanTags([' React ', 'react', 'two words', 'c#', 'use-effect2'])).toEqual(['react', 'use-effect2']);
    expect(cleanTags(Array.from({ length: 12 }, (_, i) => `t${i}`))).toHaveLength(10);
    expect(isValidTag('a'.repeat(30))).toBe(true);
    expect(isValidTag('a'.repeat(31))).toBe(false);
  });
});
