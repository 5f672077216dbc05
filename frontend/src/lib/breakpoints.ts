import type { ViewMode } from '@/stores/preferences.store';

/** The seed's responsive breakpoints, in pixels. */
export const BREAKPOINTS = { sm: 768, md: 1024, lg: 1320, xl: 1680 } as const;

/** Narrowest window where each view mode is allowed: double from 1024 px, triple from 1320 px. */
const VIEW_MODE_MIN_WIDTH: Record<ViewMode, number> = {
  single: 0,
  double: BREAKPOINTS.md,
  triple: BREAKPOINTS.lg,
};

export const VIEW_MODE_COLUMNS: Record<ViewMode, 1 | 2 | 3> = { single: 1, double: 2, triple: 3 };

export function canUseViewMode(mode: ViewMode, windowWidth: number): boolean {
  return windowWidth >= VIEW_MODE_MIN_WIDTH[mode];
}

/** Columns actually shown: the preferred mode, or the widest one the window still allows. */
export function effectiveViewMode(preferred: ViewMode, windowWidth: number): ViewMode {
  const order: ViewMode[] = ['triple', 'double', 'single'];
  const start = order.indexOf(preferred);
  return order.slice(start).find((mode) => canUseViewMode(mode, windowWidth)) ?? 'single';
}
