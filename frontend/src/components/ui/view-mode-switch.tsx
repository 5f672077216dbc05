import { useTranslation } from 'react-i18next';
import type { ViewMode } from '@/stores/preferences.store';
import { Segmented } from './segmented';
import { Tooltip } from './tooltip';

function ColumnsIcon({ count }: { count: 1 | 2 | 3 }) {
  const gap = 2;
  const width = (16 - gap * (count - 1)) / count;
  return (
    <svg width="16" height="14" viewBox="0 0 16 14" aria-hidden="true" className="ss-columns-icon">
      {Array.from({ length: count }, (_, index) => (
        <rect key={index} x={index * (width + gap)} y="0" width={width} height="14" rx="2" fill="currentColor" />
      ))}
    </svg>
  );
}

interface ViewModeSwitchProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  /** Id of the visible label of the switch. */
  labelledBy: string;
  'data-testid'?: string;
}

/** Single, double or triple columns (the seed's view-mode preference), as icons with tooltips. */
export function ViewModeSwitch({ value, onChange, labelledBy, 'data-testid': testId }: ViewModeSwitchProps) {
  const { t } = useTranslation();
  const modes: { value: ViewMode; count: 1 | 2 | 3; label: string }[] = [
    { value: 'single', count: 1, label: t('common:preferences.single') },
    { value: 'double', count: 2, label: t('common:preferences.double') },
    { value: 'triple', count: 3, label: t('common:preferences.triple') },
  ];
  return (
    <Segmented<ViewMode>
      size="large"
      value={value}
      onChange={onChange}
      aria-labelledby={labelledBy}
      data-testid={testId}
      options={modes.map((mode) => ({
        value: mode.value,
        label: (
          <Tooltip title={mode.label}>
            <span className="ss-view-mode-option" data-testid={`view-mode-${mode.value}`}>
              <ColumnsIcon count={mode.count} />
              <span className="ss-visually-hidden">{mode.label}</span>
            </span>
          </Tooltip>
        ),
      }))}
    />
  );
}
