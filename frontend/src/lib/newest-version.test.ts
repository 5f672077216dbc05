import { describe, expect, it } from 'vitest';
import { compareVersionNumbers, newestVersion } from './newest-version';

describe('newest version', () => {
  it('compares dotted numbers part by part as numbers', () => {
    expect(compareVersionNumbers('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareVersionNumbers('2', '2.0.0')).toBe(0);
    expect(compareVersionNumbers('0.0.0', '0.0.1')).toBeLessThan(0);
  });

  it('is the highest number, the last added among equals, none for no versions', () => {
    expect(
      newestVersion([
        { id: 'a', no: '0.0.0' },
        { id: 'b', no: '3.12' },
        { id: 'c', no: '3.9' },
      ])?.id,
    ).toBe('b');
    expect(
      newestVersion([
        { id: 'a', no: '2.0.0' },
        { id: 'b', no: '1.0.0' },
      ])?.id,
    ).toBe('a');
    expect(
      newestVersion([
        { id: 'a', no: '1.0' },
        { id: 'b', no: '1.0.0' },
      ])?.id,
    ).toBe('b');
    expect(newestVersion([])).toBeUndefined();
  });
});
