import type { SnippetGroupFullDto } from '@api';
import { describe, expect, it } from 'vitest';
import { isVersionComplete } from '@/lib/group-version';
import { fullGroupCard } from './full-group-card';

const group = {
  id: 'g',
  title: 'T',
  versions: [
    { id: 'v2', no: '2.0.0', name: 'b', isDraft: false, snippets: [{ id: 's1', description: 'd', code: 'a\nb\nñ' }] },
    { id: 'v1', no: '1.10', name: 'a', isDraft: false, snippets: [] },
  ],
} as unknown as SnippetGroupFullDto;

describe('fullGroupCard', () => {
  it('makes a card whose versions are all complete, shown on the newest', () => {
    const card = fullGroupCard(group);
    expect(card.versionCount).toBe(2);
    expect(card.previewVersionID).toBe('v2');
    expect(card.versions[0]).toEqual({
      id: 'v2',
      no: '2.0.0',
      name: 'b',
      isDraft: false,
      snippetCount: 1,
      snippets: [{ id: 's1', description: 'd', code: 'a\nb\nñ', truncated: false, lineCount: 3, size: 6 }],
    });
    expect(card.versions.every(isVersionComplete)).toBe(true);
  });
});

describe('isVersionComplete', () => {
  it('is false when a snippet is cut or missing from the card', () => {
    const snippet = { truncated: false };
    expect(isVersionComplete({ snippetCount: 2, snippets: [snippet] })).toBe(false);
    expect(isVersionComplete({ snippetCount: 1, snippets: [{ truncated: true }] })).toBe(false);
    expect(isVersionComplete({ snippetCount: 0, snippets: [] })).toBe(true);
    expect(isVersionComplete({ snippets: [{}] })).toBe(true);
  });
});
