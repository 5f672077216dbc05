import { describe, expect, it } from 'vitest';
import { safeRedirect } from './use-finish-sign-in';

describe('where a sign-in leads', () => {
  it('goes back to a same-site page, else to the profile', () => {
    expect(safeRedirect('/config')).toBe('/config');
    expect(safeRedirect(null)).toBe('/profile');
    expect(safeRedirect('https://evil.example/')).toBe('/profile');
    expect(safeRedirect('//evil.example/')).toBe('/profile');
    expect(safeRedirect('/login?view=register')).toBe('/profile');
  });
});
