import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { canUseViewMode, effectiveViewMode, VIEW_MODE_COLUMNS } from '@/lib/breakpoints';
import { usePreferencesStore, type ViewMode } from '@/stores/preferences.store';
import { useWindowWidth } from './use-window-width';

/**
 * The view-mode preference (single, double, triple column). Switching to a mode the window is too narrow for
 * is refused with the warning toast "Not enough screen size for this view mode".
 */
export function useViewMode() {
  const { t } = useTranslation();
  const toast = useToast();
  const width = useWindowWidth();
  const preferred = usePreferencesStore((state) => state.viewMode);
  const setViewMode = usePreferencesStore((state) => state.setViewMode);
  const effective = effectiveViewMode(preferred, width);

  const requestViewMode = useCallback(
    (mode: ViewMode): boolean => {
      if (!canUseViewMode(mode, window.innerWidth)) {
        toast.warning(t('messages:errors.viewModeTooSmall'));
        return false;
      }
      setViewMode(mode);
      return true;
    },
    [setViewMode, t, toast],
  );

  return {
    preferred,
    viewMode: effective,
    columns: VIEW_MODE_COLUMNS[effective],
    requestViewMode,
    canUse: (mode: ViewMode) => canUseViewMode(mode, width),
  };
}
