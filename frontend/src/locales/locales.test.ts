import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('translations', () => {
  it('es-ES has exactly the keys of en-EN, none empty', () => {
    expect(Object.keys(resources['es-ES']).sort()).toEqual(Object.keys(resources['en-EN']).sort());
    for (const namespace of Object.keys(resources['en-EN'])) {
      const english = keys(resources['en-EN'][namespace]).sort();
      const spanish = keys(resources['es-ES'][namespace]).sort();
      expect(spanish, namespace).toEqual(english);
    }
  });

  it('carries the seed messages', () => {
    const messages = resources['en-EN'].messages as unknown as Record<string, Record<string, string>>;
    expect(messages.errors.generic).toBe('Something went wrong!');
    expect(messages.empty.noGroups).toBe('No snippets groups with the filter selected. Try with another');
    expect(messages.errors.viewModeTooSmall).toBe('Not enough screen size for this view mode');
    expect(messages.success.groupReported).toBe('Group reported!');
  });
});
