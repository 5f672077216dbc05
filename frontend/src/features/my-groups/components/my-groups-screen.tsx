import { CodeOutlined, PlusOutlined } from '@ant-design/icons';
import { type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { SnippetGroupDto } from '@api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { NoGroupsCard } from '@/components/group/no-groups-card';
import { SkeletonLines } from '@/components/ui/feedback';
import { LoadError } from '@/components/ui/load-error';
import { SurfaceCard } from '@/components/ui/surface-card';
import { filterTechnologies as withChosen } from '@/components/technology/group-technology-filter';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { useViewMode } from '@/hooks/use-view-mode';
import { PROFILE_PARTS, prefetchWhenIdle } from '@/lib/prefetch';
import { useVersionChoiceStore } from '@/stores/version-choice.store';
import { useMemberTechnologies } from '@/lib/member-technologies';
import { useMyGroups } from '../api/get-my-groups';
import { useMyTags } from '../api/tags';
import { useGroupActions } from '../hooks/use-group-actions';
import { useMyGroupsUi } from '../hooks/use-my-groups-ui';
import { shownVersionId } from '../lib/my-groups-ui';
import { type MyGroupsQuery, myGroupsPageCount, parseMyGroupsQuery, writeMyGroupsQuery } from '../lib/my-groups-query';
import { CreateGroupModal, SecretsDialog } from './lazy-parts';
import { MyGroupCard } from './my-group-card';
import { MyGroupsToolbar } from './my-groups-toolbar';
import './my-groups.css';

/**
 * Profile: the member's snippet groups, a page at a time, with filter and order (the server's: ?tech, ?sort, ?page),
 * view mode, create, edit and delete (members only: the router's guard).
 */
interface MyGroupsScreenProps {
  /** Actions of other features shown in each group's header (the route composes them). */
  groupActions?: (group: SnippetGroupDto) => ReactNode;
}

export function MyGroupsScreen({ groupActions }: MyGroupsScreenProps = {}) {
  const { t } = useTranslation('my-groups');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseMyGroupsQuery(searchParams);
  const { page, techId, sort } = query;
  const live = useMyGroups(query);
  // The list follows its data at transition priority: the data's arrival (an SWR store update, which React renders at
  // once and in one piece) re-renders the skeleton's screen, and the groups then render in slices that leave the
  // main thread free between them (Lighthouse's total blocking time, issue 16).
  const groups = useDeferredValue(live.groups);
  const isLoading = useDeferredValue(live.isLoading);
  const { error, retry, total, pageSize, isRefreshing } = live;
  const technologiesQuery = useMemberTechnologies();
  const myTags = useMyTags();
  const actions = useGroupActions(live.key);
  const { preferred, columns, requestViewMode } = useViewMode();
  const [ui, dispatch] = useMyGroupsUi();
  const rememberedVersions = useVersionChoiceStore((state) => state.chosen);
  const [creating, setCreating] = useState(false);
  // The create dialog (antd) loads when first opened and stays mounted, so that it closes as it opened.
  const [createUsed, setCreateUsed] = useState(false);
  const startCreating = () => {
    setCreateUsed(true);
    setCreating(true);
  };

  // Every technology the member may have groups of (official and their custom ones): the server filters.
  const filterTechnologies = useMemo(
    () => withChosen(technologiesQuery.technologies, techId, groups, t('common:technologyFilter.unknown')),
    [groups, techId, technologiesQuery.technologies, t],
  );

  // Two cards at first (a phone's first screen holds one or two), then two more per task: no long task on arrival.
  const rendered = useProgressiveList(groups, 2, 2);
  // Once the groups are on screen, the forms and dialogs (and antd) download in the background: the first edit opens
  // at once.
  const settled = !isLoading && rendered.length === groups.length;
  useEffect(() => (settled ? prefetchWhenIdle(PROFILE_PARTS) : undefined), [settled]);
  // A page turned is a step back in the history; a filter, an order or a correction replaces the address.
  const setQuery = useCallback(
    (changes: Partial<MyGroupsQuery>, { push = false } = {}) =>
      setSearchParams((params) => writeMyGroupsQuery(params, changes), { replace: !push }),
    [setSearchParams],
  );
  const setTech = (id: string | null) => setQuery({ techId: id });
  const pages = myGroupsPageCount(total);
  // Past the last page (its last group deleted, or an old address): the last page there is.
  const pastTheEnd = !live.isLoading && !error && page > pages;
  useEffect(() => {
    if (pastTheEnd) setQuery({ page: pages });
  }, [pastTheEnd, pages, setQuery]);

  let content;
  if (isLoading) {
    content = (
      <div className="ss-groups__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} aria-busy="true">
        {Array.from({ length: columns }, (_, index) => (
          <SurfaceCard key={index}>
            <SkeletonLines rows={5} widths={['40%', '100%', '100%', '80%', '60%']} />
          </SurfaceCard>
        ))}
      </div>
    );
  } else if (error && groups.length === 0) {
    content = <LoadError onRetry={retry} />;
  } else if (groups.length === 0 && total === 0 && !techId && !query.tag) {
    content = (
      <SurfaceCard className="ss-empty-card" data-testid="my-groups-empty">
        <div className="ss-my-groups-empty">
          <CodeOutlined className="ss-my-groups-empty__icon" aria-hidden="true" />
          <div className="ss-my-groups-empty__title">{t('empty.title')}</div>
          <div className="ss-muted">{t('empty.lead')}</div>
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={startCreating}>
            {t('empty.action')}
          </Button>
        </div>
      </SurfaceCard>
    );
  } else if (groups.length === 0) {
    content = (
      <NoGroupsCard>
        <Button onClick={() => setQuery({ techId: null, tag: undefined })}>{t('filter.showAll')}</Button>
      </NoGroupsCard>
    );
  } else {
    content = (
      <div
        className="ss-groups__grid ss-my-groups"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid="my-groups"
        data-columns={columns}
        data-total={total}
        aria-busy={isRefreshing}
      >
        {rendered.map((group) => (
          <MyGroupCard
            key={group.id}
            group={group}
            collapsed={!!ui.collapsed[group.id]}
            versionId={shownVersionId(ui.selectedVersion, group, rememberedVersions[group.id])}
            edition={ui.edition}
            dispatch={dispatch}
            actions={actions}
            pageKey={live.key}
            extraActions={groupActions?.(group)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="ss-stack" data-testid="my-groups-screen">
      <MyGroupsToolbar
        technologies={filterTechnologies}
        techId={techId}
        onTechChange={setTech}
        tags={myTags.tags}
        tag={query.tag}
        onTagChange={(next) => setQuery({ tag: next })}
        sort={sort}
        onSortChange={(next) => setQuery({ sort: next })}
        viewMode={preferred}
        onViewModeChange={requestViewMode}
        onNewGroup={startCreating}
      />
      <section aria-label={t('groupsLabel')}>
        {content}
        {total > pageSize && groups.length > 0 && (
          <nav className="ss-my-groups__pager" aria-label={t('pagerLabel')} data-testid="my-groups-pager">
            <Pager
              className="ss-pagination"
              current={page}
              pageSize={pageSize}
              total={total}
              onChange={(next) => {
                setQuery({ page: next }, { push: true });
                window.scrollTo({ top: 0 });
              }}
            />
          </nav>
        )}
      </section>
      {actions.secrets.findings && (
        <Suspense fallback={null}>
          <SecretsDialog {...actions.secrets} />
        </Suspense>
      )}
      {createUsed && (
        <Suspense fallback={null}>
          <CreateGroupModal
            open={creating}
            technologies={technologiesQuery.technologies}
            technologiesLoading={technologiesQuery.isLoading}
            actions={actions}
            onClose={() => setCreating(false)}
            onCreated={(group) => {
              setCreating(false);
              // The new group is the newest: first on the first page, newest first, of its technology or all.
              setQuery({
                page: 1,
                sort: 'recent',
                techId: techId && techId !== group.technologyID ? null : techId,
                tag: query.tag && !group.tags.includes(query.tag) ? undefined : query.tag,
              });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
