import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugFromName } from './organisation-slug';

describe('slugFromName', () => {
  it('makes an address the server takes', () => {
    expect(slugFromName('Acme Web Team')).toBe('acme-web-team');
    expect(slugFromName('  Ñandú & Co. ')).toBe('nandu-co');
    expect(SLUG_PATTERN.test(slugFromName('Équipe Données 2026'))).toBe(true);
  });

  it('keeps at most 40 characters without a hyphen at either end', () => {
    const slug = slugFromName(`${'a'.repeat(39)} b`);
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug.endsWith('-')).toBe(false);
  });
});
