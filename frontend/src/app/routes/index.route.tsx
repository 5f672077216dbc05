import { useTranslation } from 'react-i18next';
import { BrowseToolbar } from '@/features/public-groups/components/browse-toolbar';
import { GroupsList } from '@/features/public-groups/components/groups-list';
import { useBrowseParams } from '@/features/public-groups/hooks/use-browse-params';
import { usePublicGroups } from '@/features/public-groups/hooks/use-public-groups';
import { TechnologyFilter } from '@/features/technologies/components/technology-filter';
import { useTechnologies } from '@/features/technologies/hooks/use-technologies';
import { useViewMode } from '@/hooks/use-view-mode';

/** Index: everyone's public snippets, with search, technology filter, sort, view mode and paging. */
export default function IndexRoute() {
  const { t } = useTranslation('browse');
  const { params, update } = useBrowseParams();
  const { technologies, isLoading, error, retry } = useTechnologies();
  const { groups, total } = usePublicGroups(params);
  const { preferred, columns, requestViewMode } = useViewMode();

  return (
    <div className="ss-page ss-stack" data-testid="index-page">
      <p className="ss-lead">{t('lead')}</p>
      <BrowseToolbar
        q={params.q}
        onSearch={(q) => update({ q })}
        sort={params.sort}
        onSortChange={(sort) => update({ sort })}
        viewMode={preferred}
        onViewModeChange={requestViewMode}
      />
      <TechnologyFilter
        technologies={technologies}
        selectedId={params.techID}
        onSelect={(techID) => update({ techID })}
        isLoading={isLoading}
        hasError={!!error}
        onRetry={retry}
      />
      <GroupsList groups={groups} total={total} page={params.page} columns={columns} onPageChange={(page) => update({ page })} />
    </div>
  );
}
