import { CodeOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { type Dispatch, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useReducer, useState } from 'react';
import type { SnippetGroupDto } from '@api';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Alert, Empty, SkeletonLines } from '@/components/ui/feedback';
import { SurfaceCard } from '@/components/ui/surface-card';
import { useProgressiveList } from '@/hooks/use-progressive-list';
import { useViewMode } from '@/hooks/use-view-mode';
import { PROFILE_PARTS, prefetchWhenIdle } from '@/lib/prefetch';
import { useVersionChoiceStore } from '@/stores/version-choice.store';
import { useMemberTechnologies } from '../api/get-member-technologies';
import { useMyGroups } from '../api/get-my-groups';
import { useGroupActions } from '../hooks/use-group-actions';
import { initialMyGroupsUi, type MyGroupsUiAction, myGroupsUiReducer, shownVersionId } from '../lib/my-groups-ui';
import { CreateGroupModal, SecretsDialog } from './lazy-parts';
import { MyGroupCard } from './my-group-card';
import { type FilterTechnology, MyGroupsToolbar } from './my-groups-toolbar';
import './my-groups.css';

/** Profile: the member's snippet groups with filter, view mode, create, edit and delete (members only: the router's guard). */
interface MyGroupsScreenProps {
  /** Actions of other features shown in each group's header (the route composes them). */
  groupActions?: (group: SnippetGroupDto) => ReactNode;
}

export function MyGroupsScreen({ groupActions }: MyGroupsScreenProps = {}) {
  const { t } = useTranslation('my-groups');
  const live = useMyGroups();
  // The list follows its data at transition priority: the data's arrival (an SWR store update, which React renders at
  // once and in one piece) re-renders the skeleton's screen, and the groups then render in slices that leave the
  // main thread free between them (Lighthouse's total blocking time, issue 16).
  const groups = useDeferredValue(live.groups);
  const isLoading = useDeferredValue(live.isLoading);
  const { error, retry } = live;
  const technologiesQuery = useMemberTechnologies();
  const actions = useGroupActions();
  const { preferred, columns, requestViewMode } = useViewMode();
  const [ui, dispatchUi] = useReducer(myGroupsUiReducer, initialMyGroupsUi);
  // A version chosen here is remembered on this device: the group opens on it on the Index too, and after a reload.
  const rememberedVersions = useVersionChoiceStore((state) => state.chosen);
  const rememberVersion = useVersionChoiceStore((state) => state.choose);
  const dispatch: Dispatch<MyGroupsUiAction> = useCallback(
    (action) => {
      if (action.type === 'selectVersion') rememberVersion(action.groupId, action.versionId);
      dispatchUi(action);
    },
    [rememberVersion],
  );
  const [creating, setCreating] = useState(false);
  // The create dialog (antd) loads when first opened and stays mounted, so that it closes as it opened.
  const [createUsed, setCreateUsed] = useState(false);
  const startCreating = () => {
    setCreateUsed(true);
    setCreating(true);
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const techId = searchParams.get('tech');

  const filterTechnologies = useMemo(() => {
    const byId = new Map<string, FilterTechnology>();
    for (const group of groups) {
      const known = byId.get(group.technologyID);
      if (known) known.count += 1;
      else
        byId.set(group.technologyID, {
          id: group.technologyID,
          name: group.technology.name,
          imageURL: group.technology.imageURL,
          count: 1,
        });
    }
    if (techId && !byId.has(techId)) {
      const technology = technologiesQuery.technologies.find((item) => item.id === techId);
      byId.set(techId, { id: techId, name: technology?.name ?? t('filter.unknown'), imageURL: technology?.imageURL ?? '', count: 0 });
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [groups, techId, technologiesQuery.technologies, t]);

  const shown = techId ? groups.filter((group) => group.technologyID === techId) : groups;
  // Two cards at first (a phone's first screen holds one or two), then two more per task: no long task on arrival.
  const rendered = useProgressiveList(shown, 2, 2);
  // Once the groups are on screen, the forms and dialogs (and antd) download in the background: the first edit opens
  // at once.
  const settled = !isLoading && rendered.length === shown.length;
  useEffect(() => (settled ? prefetchWhenIdle(PROFILE_PARTS) : undefined), [settled]);
  const setTech = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set('tech', id);
        else next.delete('tech');
        return next;
      },
      { replace: true },
    );

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
    content = (
      <Alert
        type="error"
        title={t('messages:errors.generic')}
        action={
          <Button icon={<ReloadOutlined />} onClick={retry}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (groups.length === 0) {
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
  } else if (shown.length === 0) {
    content = (
      <SurfaceCard className="ss-empty-card">
        <Empty description={<span data-testid="groups-empty">{t('messages:empty.noGroups')}</span>}>
          <Button onClick={() => setTech(null)}>{t('filter.showAll')}</Button>
        </Empty>
      </SurfaceCard>
    );
  } else {
    content = (
      <div
        className="ss-groups__grid ss-my-groups"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        data-testid="my-groups"
        data-columns={columns}
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
        viewMode={preferred}
        onViewModeChange={requestViewMode}
        onNewGroup={startCreating}
      />
      <section aria-label={t('groupsLabel')}>{content}</section>
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
              if (techId && techId !== group.technologyID) setTech(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
