import { describe, expect, it } from 'vitest';
import { acceptsVersionKey, isValidVersionNumber, isVersionNumberDraft, nextVersionNumberDraft, versionLabel } from './version-number';

describe('version number input', () => {
  it('accepts digits and dots while typing', () => {
    expect(isVersionNumberDraft('')).toBe(true);
    expect(isVersionNumberDraft('1')).toBe(true);
    expect(isVersionNumberDraft('1.')).toBe(true);
    expect(isVersionNumberDraft('10.2.33')).toBe(true);
  });

  it('ignores input that is not digits or dots', () => {
    expect(nextVersionNumberDraft('1.2', '1.2a')).toBe('1.2');
    expect(nextVersionNumberDraft('1.2', 'v1.2')).toBe('1.2');
    expect(nextVersionNumberDraft('1.2', '1.2 ')).toBe('1.2');
    expect(nextVersionNumberDraft('1.2', '1.2-beta')).toBe('1.2');
    expect(nextVersionNumberDraft('1.2', '1.2.')).toBe('1.2.');
    expect(nextVersionNumberDraft('1.2', '1')).toBe('1');
    expect(nextVersionNumberDraft('1', '1'.repeat(31))).toBe('1');
  });

  it('lets digits, dots, editing keys and shortcuts through, and stops other characters', () => {
    for (const key of ['0', '7', '.', 'Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter', 'Home'])
      expect(acceptsVersionKey({ key }), key).toBe(true);
    for (const key of ['a', 'V', '-', ' ', ',', '+', 'é']) expect(acceptsVersionKey({ key }), key).toBe(false);
    expect(acceptsVersionKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(acceptsVersionKey({ key: 'v', metaKey: true })).toBe(true);
  });

  it('validates complete numbers like the API', () => {
    expect(isValidVersionNumber('0.0.0')).toBe(true);
    expect(isValidVersionNumber('12')).toBe(true);
    expect(isValidVersionNumber('')).toBe(false);
    expect(isValidVersionNumber('1.')).toBe(false);
    expect(isValidVersionNumber('.1')).toBe(false);
    expect(isValidVersionNumber('1..2')).toBe(false);
  });

  it('labels a version "no — name", or the number alone', () => {
    expect(versionLabel({ no: '1.0.0', name: 'Node 24' })).toBe('1.0.0 — Node 24');
    expect(versionLabel({ no: '1.0.0', name: '' })).toBe('1.0.0');
    expect(versionLabel({ no: '2', name: '   ' })).toBe('2');
  });
});
