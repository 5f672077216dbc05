import type { CardVersionDto } from '@api';
import { describe, expect, it } from 'vitest';
import { isPreviewComplete, needsFullVersion, shownSnippets } from './card-version';

const cut = { id: 's1', description: 'long', code: 'a\nb', truncated: true, lineCount: 40, size: 900 };
const whole = { id: 's2', description: 'short', code: 'x', truncated: false, lineCount: 1, size: 1 };
const version = (id: string, snippets: CardVersionDto['snippets'], snippetCount = snippets.length): CardVersionDto => ({
  id,
  no: '1.0.0',
  name: 'General',
  isDraft: false,
  snippetCount,
  snippets,
});

describe('card versions', () => {
  it('reads nothing when the preview is the whole version, or the version is empty', () => {
    expect(isPreviewComplete(version('v1', [whole]), 'v1')).toBe(true);
    expect(needsFullVersion(version('v1', [whole]), 'v1', true)).toBe(false);
    expect(needsFullVersion(version('v2', [], 0), 'v1', false)).toBe(false);
    expect(needsFullVersion(null, 'v1', true)).toBe(false);
  });

  it('reads a version other than the preview at once, the preview only when all of it is asked for', () => {
    expect(needsFullVersion(version('v2', [], 2), 'v1', false)).toBe(true);
    expect(needsFullVersion(version('v1', [cut]), 'v1', false)).toBe(false);
    expect(needsFullVersion(version('v1', [cut]), 'v1', true)).toBe(true);
    // Four snippets, three on the card.
    expect(isPreviewComplete(version('v1', [whole, whole, whole], 4), 'v1')).toBe(false);
    expect(needsFullVersion(version('v1', [whole, whole, whole], 4), 'v1', true)).toBe(true);
  });

  it('shows the version in full once read, else the preview with its cuts, else nothing', () => {
    const card = version('v1', [cut]);
    expect(shownSnippets(card, 'v1', undefined)).toEqual([{ id: 's1', description: 'long', code: 'a\nb', truncated: true, lineCount: 40 }]);
    expect(shownSnippets(card, 'v1', { id: 'v1', snippets: [{ id: 's1', description: 'long', code: 'a\nb\nc' }] })).toEqual([
      { id: 's1', description: 'long', code: 'a\nb\nc', truncated: false, lineCount: 3 },
    ]);
    // A copy of another version is not this one's.
    expect(shownSnippets(card, 'v1', { id: 'v9', snippets: [] })).toHaveLength(1);
    expect(shownSnippets(version('v2', [], 3), 'v1', undefined)).toEqual([]);
  });
});
