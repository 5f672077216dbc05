import { describe, expect, it } from 'vitest';
import { parseProfileSpace, profileSpacePath, profileSpaceValue } from './profile-space';

describe('parseProfileSpace', () => {
  it('reads the three kinds of space', () => {
    expect(parseProfileSpace(new URLSearchParams(''))).toEqual({ kind: 'mine' });
    expect(parseProfileSpace(new URLSearchParams('space=shared'))).toEqual({ kind: 'shared' });
    expect(parseProfileSpace(new URLSearchParams('space=org:acme-web'))).toEqual({ kind: 'organisation', slug: 'acme-web' });
  });

  it("falls back to the member's own groups for anything else", () => {
    for (const value of ['org:', 'org:-acme', 'org:Acme', 'org:a b', 'others']) {
      expect(parseProfileSpace(new URLSearchParams({ space: value }))).toEqual({ kind: 'mine' });
    }
  });

  it('writes what it reads', () => {
    expect(profileSpaceValue({ kind: 'mine' })).toBeNull();
    expect(profileSpacePath({ kind: 'organisation', slug: 'acme' })).toBe('/profile?space=org%3Aacme');
    expect(parseProfileSpace(new URLSearchParams(profileSpacePath({ kind: 'shared' }).split('?')[1]))).toEqual({ kind: 'shared' });
  });
});
