import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListingToolbar } from '@/features/listing/components/listing-toolbar';
import { ListedGroups } from '@/features/listing/components/listed-groups';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { useFollowingListing, useListing, useStarredListing } from '@/features/listing/api/get-listing';

import { useClampPage } from '@/features/listing/hooks/use-clamp-page';
import { useStableCallback } from '@/features/listing/hooks/use-stable-callback';
import { Segmented } from '@/components/ui/segmented';
import { TechnologyFilter } from '@/features/technologies/components/technology-filter';
import { useTechnologies } from '@/features/technologies/api/get-technologies';
import { useViewMode } from '@/hooks/use-view-mode';
import { useSession } from '@/lib/session';

/** Renders again only when its props change (not with every render of the Index: the session's, the list's). */
const IndexTechnologyFilter = memo(TechnologyFilter);

/**
 * Index: everyone's public snippets, with search, technology filter, sort, view mode, paging, upvotes
 * and reports; for a member also the Following view (?view=following), the newest public groups of
 * the members they follow, and the Starred view (?view=starred), the groups they upvoted (stars are upvotes).
 */
export default function IndexRoute() {
  const { t } = useTranslation('listing');
  const { params, update } = useListingParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { isAuthenticated } = useSession();
  const view = isAuthenticated ? searchParams.get('view') : null;
  const following = view === 'following';
  const starredView = view === 'starred';
  const personal = following || starredView;
  const technologies = useTechnologies();
  const onSelectTechnology = useStableCallback((techID: string | null) => update({ techID }));
  const onRetryTechnologies = useStableCallback(() => technologies.retry());
  const list = useListing(params, !personal);
  const followed = useFollowingListing(params.page, following);
  const starred = useStarredListing(params.page, starredView);
  const shown = following ? followed : starredView ? starred : list;
  const { viewMode, requestViewMode } = useViewMode();
  const hasFilters = !!params.q || !!params.techID;
  useClampPage(params.page, shown.total, !shown.isLoading && !shown.isRefreshing && !shown.error, (page) =>
    update({ page }, { replace: true }),
  );

  return (
    <div className="ss-page ss-stack" data-testid="index-page">
      <p className="ss-lead">{t('lead')}</p>
      {isAuthenticated && (
        <Segmented
          className="ss-index-view"
          value={following ? 'following' : starredView ? 'starred' : 'everyone'}
          onChange={(next) => setSearchParams(next === 'everyone' ? {} : { view: next })}
          options={[
            { value: 'everyone', label: t('discover:following.everyone') },
            { value: 'following', label: t('discover:following.tab') },
            { value: 'starred', label: t('organise:starred.tab') },
          ]}
          aria-label={t('discover:following.label')}
          data-testid="index-view"
        />
      )}
      {!personal && (
        <>
          <ListingToolbar
            q={params.q}
            isSearching={list.isRefreshing}
            onSearch={(q) => update({ q })}
            sort={params.sort}
            onSortChange={(sort) => update({ sort })}
            viewMode={viewMode}
            onViewModeChange={requestViewMode}
          />
          <IndexTechnologyFilter
            technologies={technologies.technologies}
            selectedId={params.techID}
            onSelect={onSelectTechnology}
            isLoading={technologies.isLoading}
            hasError={!!technologies.error}
            onRetry={onRetryTechnologies}
          />
        </>
      )}
      <ListedGroups
        list={shown}
        page={params.page}
        q={personal ? '' : params.q}
        hasFilters={!personal && hasFilters}
        onClearFilters={() => update({ q: '', techID: null })}
        onPageChange={(page) => update({ page })}
        {...(following ? { title: t('discover:following.title'), empty: t('discover:following.empty') } : {})}
        {...(starredView ? { title: t('organise:starred.title'), empty: t('organise:starred.empty') } : {})}
      />
    </div>
  );
}
