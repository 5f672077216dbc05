import { describe, expect, it } from 'vitest';
import { canUseViewMode, effectiveViewMode } from './breakpoints';

describe('view-mode breakpoints', () => {
  it('allows double from 1024 px and triple from 1320 px', () => {
    expect(canUseViewMode('single', 360)).toBe(true);
    expect(canUseViewMode('double', 1023)).toBe(false);
    expect(canUseViewMode('double', 1024)).toBe(true);
    expect(canUseViewMode('triple', 1319)).toBe(false);
    expect(canUseViewMode('triple', 1320)).toBe(true);
  });

  it('shows the widest allowed mode when the window shrinks', () => {
    expect(effectiveViewMode('triple', 1700)).toBe('triple');
    expect(effectiveViewMode('triple', 1200)).toBe('double');
    expect(effectiveViewMode('triple', 800)).toBe('single');
    expect(effectiveViewMode('double', 1500)).toBe('double');
  });
});
