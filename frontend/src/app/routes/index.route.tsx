import { useTranslation } from 'react-i18next';
import { ListingToolbar } from '@/features/listing/components/listing-toolbar';
import { ListingCard } from '@/features/listing/components/listing-card';
import { GroupsList } from '@/features/listing/components/groups-list';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { useGroupInteractions } from '@/features/listing/hooks/use-group-interactions';
import { useListing } from '@/features/listing/api/get-listing';
import { useClampPage } from '@/features/listing/hooks/use-clamp-page';
import { TechnologyFilter } from '@/features/technologies/components/technology-filter';
import { useTechnologies } from '@/features/technologies/api/get-technologies';
import { useViewMode } from '@/hooks/use-view-mode';
import { useCurrentUser } from '@/lib/session';

/** Index: everyone's public snippets, with search, technology filter, sort, view mode, paging, upvotes and reports. */
export default function IndexRoute() {
  const { t } = useTranslation('listing');
  const { params, update } = useListingParams();
  const technologies = useTechnologies();
  const list = useListing(params);
  const { toggleUpvote, reportGroup, forkGroup, isAuthenticated } = useGroupInteractions(list.key);
  const { user } = useCurrentUser();
  const { viewMode, columns, requestViewMode } = useViewMode();
  const hasFilters = !!params.q || !!params.techID;
  useClampPage(params.page, list.total, !list.isLoading && !list.isRefreshing && !list.error, (page) =>
    update({ page }, { replace: true }),
  );

  return (
    <div className="ss-page ss-stack" data-testid="index-page">
      <p className="ss-lead">{t('lead')}</p>
      <ListingToolbar
        q={params.q}
        isSearching={list.isRefreshing}
        onSearch={(q) => update({ q })}
        sort={params.sort}
        onSortChange={(sort) => update({ sort })}
        viewMode={viewMode}
        onViewModeChange={requestViewMode}
      />
      <TechnologyFilter
        technologies={technologies.technologies}
        selectedId={params.techID}
        onSelect={(techID) => update({ techID })}
        isLoading={technologies.isLoading}
        hasError={!!technologies.error}
        onRetry={technologies.retry}
      />
      <GroupsList
        groups={list.groups}
        total={list.total}
        totalIsExact={list.exact}
        page={params.page}
        columns={columns}
        isLoading={list.isLoading}
        isRefreshing={list.isRefreshing}
        hasError={!!list.error}
        q={params.q}
        hasFilters={hasFilters}
        onClearFilters={() => update({ q: '', techID: null })}
        onRetry={list.retry}
        onPageChange={(page) => update({ page })}
        renderGroup={(group) => (
          <ListingCard
            key={`${group.id}:${group.match?.versionID ?? ''}`}
            group={group}
            searching={!!params.q}
            isAuthenticated={isAuthenticated}
            isOwn={!!user && user.id === group.owner.id}
            onToggleUpvote={(target) => void toggleUpvote(target)}
            onReport={reportGroup}
            onFork={(target, versionId) => void forkGroup(target, versionId)}
          />
        )}
      />
    </div>
  );
}
