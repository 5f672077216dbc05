import { describe, expect, it } from 'vitest';
import i18n from '@/lib/i18n';
import english from './en-EN/index';
import spanish from './es-ES/index';

/** Every namespace of a language: those of its first load and those it loads later (`later/`). */
async function allCatalogues(language: typeof english) {
  const later = await Promise.all(Object.entries(language.later ?? {}).map(async ([name, load]) => [name, await load()] as const));
  return { ...language.catalogues, ...Object.fromEntries(later) };
}

const resources = { 'en-EN': await allCatalogues(english), 'es-ES': await allCatalogues(spanish) };

function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('translations', () => {
  it('loads the later namespaces apart from the first load, in both languages', () => {
    expect(Object.keys(english.later ?? {})).toContain('teams');
    expect(Object.keys(english.catalogues)).not.toContain('teams');
    expect(Object.keys(spanish.later ?? {}).sort()).toEqual(Object.keys(english.later ?? {}).sort());
  });

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

  it('says nothing about snippets a version does not hold, and pluralizes the others', () => {
    const hint = (lng: string, count: number) => i18n.getFixedT(lng, 'my-groups')('version.deleteHint', { count });
    expect(hint('en-EN', 0)).toBe('It holds no snippets.');
    expect(hint('en-EN', 1)).toBe('Its 1 snippet is deleted too.');
    expect(hint('en-EN', 2)).toBe('Its 2 snippets are deleted too.');
    expect(hint('es-ES', 0)).toBe('No contiene snippets.');
    expect(hint('es-ES', 1)).toBe('También se borra su snippet.');
    expect(hint('es-ES', 3)).toBe('También se borran sus 3 snippets.');
  });
});
