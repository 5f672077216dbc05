import { PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Select, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '@/stores/preferences.store';
import { TechnologyIcon } from '@/components/technology/technology-icon';

export interface FilterTechnology {
  id: string;
  name: string;
  imageURL: string;
  count: number;
}

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

interface ProfileToolbarProps {
  technologies: FilterTechnology[];
  techId: string | null;
  onTechChange: (id: string | null) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  onNewGroup: () => void;
}

const ALL = '__all__';

/** Technology filter (only the member's technologies), view mode and the "New group" button. */
export function ProfileToolbar({ technologies, techId, onTechChange, viewMode, onViewModeChange, onNewGroup }: ProfileToolbarProps) {
  const { t } = useTranslation('groups');
  const total = technologies.reduce((sum, item) => sum + item.count, 0);
  const modes: { value: ViewMode; count: 1 | 2 | 3; label: string }[] = [
    { value: 'single', count: 1, label: t('common:preferences.single') },
    { value: 'double', count: 2, label: t('common:preferences.double') },
    { value: 'triple', count: 3, label: t('common:preferences.triple') },
  ];

  return (
    <div className="ss-toolbar ss-profile-toolbar" data-testid="profile-toolbar">
      <label className="ss-toolbar__field ss-profile-toolbar__filter">
        <span className="ss-toolbar__label">{t('filter.label')}</span>
        <Select<string>
          size="large"
          value={techId ?? ALL}
          onChange={(value) => onTechChange(value === ALL ? null : value)}
          aria-label={t('filter.label')}
          data-testid="technology-filter"
          showSearch={{ optionFilterProp: 'searchText' }}
          popupMatchSelectWidth={false}
          options={[
            {
              value: ALL,
              searchText: t('filter.all'),
              label: (
                <span className="ss-tech-option">
                  {t('filter.all')} <span className="ss-count-pill">{total}</span>
                </span>
              ),
            },
            ...technologies.map((technology) => ({
              value: technology.id,
              searchText: technology.name,
              label: (
                <span className="ss-tech-option">
                  <TechnologyIcon technology={technology} size={18} />
                  <span className="ss-tech-option__name">{technology.name}</span>
                  <span className="ss-count-pill">{technology.count}</span>
                </span>
              ),
            })),
          ]}
        />
      </label>
      <div className="ss-toolbar__controls">
        <div className="ss-toolbar__field">
          <span className="ss-toolbar__label" id="ss-profile-view-mode">
            {t('common:preferences.viewMode')}
          </span>
          <Segmented<ViewMode>
            size="large"
            value={viewMode}
            onChange={onViewModeChange}
            aria-labelledby="ss-profile-view-mode"
            options={modes.map((mode) => ({
              value: mode.value,
              label: (
                <Tooltip title={mode.label}>
                  <span className="ss-view-mode-option" aria-label={mode.label} data-testid={`view-mode-${mode.value}`}>
                    <ColumnsIcon count={mode.count} />
                  </span>
                </Tooltip>
              ),
            }))}
          />
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onNewGroup} data-testid="new-group">
          {t('newGroup')}
        </Button>
      </div>
    </div>
  );
}
