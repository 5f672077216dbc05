import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ToolbarSelect } from '@/components/ui/toolbar-select';
import { ViewModeSwitch } from '@/components/ui/view-mode-switch';
import type { ViewMode } from '@/stores/preferences.store';
import { type FilterTechnology, GroupTechnologyFilter } from '@/components/technology/group-technology-filter';
import type { MyGroupsSort } from '../lib/my-groups-query';

interface MyGroupsToolbarProps {
  technologies: FilterTechnology[];
  techId: string | null;
  onTechChange: (id: string | null) => void;
  /** The member's tags (the most used first): a second filter, shown when they have any. */
  tags: { tag: string; count: number }[];
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
  sort: MyGroupsSort;
  onSortChange: (sort: MyGroupsSort) => void;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  onNewGroup: () => void;
}

const ALL = '__all__';

/** Technology filter and order (both asked of the server), view mode and the "New group" button. */
export function MyGroupsToolbar({
  technologies,
  techId,
  onTechChange,
  tags,
  tag,
  onTagChange,
  sort,
  onSortChange,
  viewMode,
  onViewModeChange,
  onNewGroup,
}: MyGroupsToolbarProps) {
  const { t } = useTranslation('my-groups');

  return (
    <div className="ss-toolbar ss-my-groups-toolbar" data-testid="my-groups-toolbar">
      <GroupTechnologyFilter technologies={technologies} value={techId} onChange={onTechChange} />
      {(tags.length > 0 || tag) && (
        <ToolbarSelect<string>
          fieldClassName="ss-my-groups-toolbar__filter"
          label={t('filter.tag')}
          value={tag ?? ALL}
          onChange={(value) => onTagChange(value === ALL ? undefined : value)}
          data-testid="tag-filter"
          options={[
            { value: ALL, label: t('filter.allTags') },
            ...(tag && !tags.some((item) => item.tag === tag) ? [{ value: tag, label: `#${tag}` }] : []),
            ...tags.map((item) => ({
              value: item.tag,
              label: `#${item.tag}`,
              extra: <span className="ss-count-pill">{item.count}</span>,
            })),
          ]}
        />
      )}
      <div className="ss-toolbar__controls">
        <ToolbarSelect<MyGroupsSort>
          label={t('sort.label')}
          value={sort}
          onChange={onSortChange}
          data-testid="my-groups-sort"
          options={[
            { value: 'recent', label: t('sort.recent') },
            { value: 'popular', label: t('sort.popular') },
          ]}
        />
        <div className="ss-toolbar__field">
          <span className="ss-toolbar__label" id="ss-my-groups-view-mode">
            {t('common:preferences.viewMode')}
          </span>
          <ViewModeSwitch value={viewMode} onChange={onViewModeChange} labelledBy="ss-my-groups-view-mode" />
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onNewGroup} data-testid="new-group">
          {t('newGroup')}
        </Button>
      </div>
    </div>
  );
}
