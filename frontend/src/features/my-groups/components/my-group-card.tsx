import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  FileTextOutlined,
  LikeOutlined,
  PlusOutlined,
  ReloadOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { SnippetGroupDto } from '@api';
import { type Dispatch, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyConfirmDialog } from '@/components/antd/lazy-confirm-dialog';
import { GroupSummary } from '@/components/group/group-summary';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Alert, Empty, SkeletonLines, Tag } from '@/components/ui/feedback';
import { ListSelect } from '@/components/ui/list-select';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';
import { TechnologyIcon } from '@/components/technology/technology-icon';
import { VersionDiffButton } from '@/components/version-diff/version-diff-button';
import { formatBytes } from '@/lib/format-bytes';
import { loadSnippetCode, useGroupVersion } from '@/lib/group-version';
import type { ApiKey } from '@/lib/use-api-mutation';
import type { GroupActions } from '../hooks/use-group-actions';
import { needsFullVersion, shownSnippets } from '../lib/card-version';
import { type Edition, isEditing, type MyGroupsUiAction } from '../lib/my-groups-ui';
import { versionLabel } from '../lib/version-number';
import { FormSlot, GroupDetailsForm, SnippetForm, VersionForm } from './lazy-parts';
import { ModerationNotice } from './moderation-notice';
import { SnippetItem } from './snippet-item';

interface MyGroupCardProps {
  group: SnippetGroupDto;
  collapsed: boolean;
  versionId: string | null;
  edition: Edition | null;
  dispatch: Dispatch<MyGroupsUiAction>;
  actions: GroupActions;
  /** The page of the list the card is on (what a request for review changes at once). */
  pageKey: ApiKey;
  /** Other features' actions for this group (e.g. share links), before the delete button. */
  extraActions?: ReactNode;
  /**
   * What the member may do besides editing its content (all by default: their own group). Another member's group of an
   * organisation: its visibility is chosen in the organisation's view, deleting it takes its author or an admin, and only
   * its author asks for a review.
   */
  manage?: GroupManagement;
}

export interface GroupManagement {
  visibility: boolean;
  delete: boolean;
  review: boolean;
}

const OWN_GROUP: GroupManagement = { visibility: true, delete: true, review: true };

/**
 * One of the member's groups: header (technology, visibility, upvotes, delete), version bar and the version's snippets.
 * The card carries a preview of its newest version (its first snippets, cut to 30 lines); another version, all of the
 * snippets ("Show all"), or the whole code of a cut snippet (to read or edit it) is read from the server on demand.
 */
export function MyGroupCard({
  group,
  collapsed,
  versionId,
  edition,
  dispatch,
  actions,
  pageKey,
  extraActions,
  manage = OWN_GROUP,
}: MyGroupCardProps) {
  const { t, i18n } = useTranslation('my-groups');
  // The question before a delete (antd's confirm dialog, loaded when first asked).
  const [confirming, setConfirming] = useState<'group' | 'version' | null>(null);
  // The version the member asked to see all of (every snippet, whole code).
  const [wholeVersionId, setWholeVersionId] = useState<string | null>(null);
  const version = group.versions.find((item) => item.id === versionId) ?? null;
  const language = group.technology.language;
  const snippetCount = group.versions.reduce((sum, item) => sum + item.snippetCount, 0);
  const previewSnippets = shownSnippets(version, group.previewVersionID, undefined);
  const editedSnippet =
    edition?.groupId === group.id && edition.target.kind === 'snippet'
      ? previewSnippets.find((snippet) => edition.target.kind === 'snippet' && snippet.id === edition.target.snippetId)
      : undefined;
  // Editing a cut snippet edits its whole code: the version is read in full first.
  const wantsWhole = !!version && (wholeVersionId === version.id || !!editedSnippet?.truncated);
  const readsWhole = !collapsed && needsFullVersion(version, group.previewVersionID, wantsWhole);
  const whole = useGroupVersion(group.id, version?.id, readsWhole);
  const snippets = shownSnippets(version, group.previewVersionID, readsWhole ? whole.version : undefined);
  const moreSnippets = version && !(readsWhole && whole.version) ? Math.max(0, version.snippetCount - snippets.length) : 0;
  const showWhole = () => version && setWholeVersionId(version.id);
  const titleId = `group-title-${group.id}`;
  const bodyId = `group-body-${group.id}`;
  const cancelEdit = () => dispatch({ type: 'cancelEdit' });
  const editingVersion = isEditing(edition, group.id, { kind: 'version' });
  const addingVersion = isEditing(edition, group.id, { kind: 'newVersion' });
  const addingSnippet = isEditing(edition, group.id, { kind: 'newSnippet' });
  const editingDetails = isEditing(edition, group.id, { kind: 'details' });
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(group.updatedAt));

  const confirmation =
    confirming === 'group'
      ? {
          title: t('messages:confirm.deleteGroup'),
          content: `${group.technology.name} · ${t('group.versions', { count: group.versionCount })} · ${t('group.snippets', { count: snippetCount })}`,
          onOk: async () => {
            if ((await actions.deleteGroup(group.id)).ok) dispatch({ type: 'forgetGroup', groupId: group.id });
          },
        }
      : confirming === 'version' && version
        ? {
            title: t('messages:confirm.deleteVersion', { name: versionLabel(version) }),
            content: t('version.deleteHint', { count: version.snippetCount }),
            onOk: async () => {
              if ((await actions.deleteVersion(group.id, version.id)).ok) cancelEdit();
            },
          }
        : null;

  return (
    <article
      className="ss-my-group"
      data-testid="my-group-card"
      data-group-id={group.id}
      aria-labelledby={titleId}
      data-collapsed={collapsed}
    >
      <LazyConfirmDialog
        open={!!confirmation}
        title={confirmation?.title ?? ''}
        content={confirmation?.content}
        okText={t('messages:confirm.ok')}
        cancelText={t('messages:confirm.cancel')}
        danger
        onOk={confirmation?.onOk ?? (() => undefined)}
        onClose={() => setConfirming(null)}
      />
      <header className="ss-my-group__head">
        <button
          type="button"
          className="ss-my-group__toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          aria-label={collapsed ? t('group.expand') : t('group.collapse')}
          onClick={() => dispatch({ type: 'toggleCollapsed', groupId: group.id })}
          data-testid="group-toggle"
        >
          <RightOutlined className="ss-my-group__caret" />
        </button>
        <TechnologyIcon technology={group.technology} size={26} />
        <div className="ss-my-group__title-wrap">
          <h3 className="ss-my-group__title" id={titleId}>
            {group.technology.name}
          </h3>
          <div className="ss-my-group__tags">
            {group.technology.isCustom && <Tag className="ss-my-group__tag">{t('custom')}</Tag>}
            {group.forkedFrom && (
              <Tag className="ss-my-group__tag" data-testid="forked-from">
                {t('group.forkedFrom', { owner: group.forkedFrom.ownerUsername })}
              </Tag>
            )}
            {group.forkCount > 0 && (
              <Tag className="ss-my-group__tag" data-testid="fork-count">
                {t('group.forks', { count: group.forkCount })}
              </Tag>
            )}
            {group.isHidden && (
              <Tooltip title={group.hiddenReason === 'reports' ? t('group.hiddenByReportsHint') : t('group.hiddenHint')}>
                <Tag color="gold" icon={<EyeInvisibleOutlined />} className="ss-my-group__tag" data-testid="hidden-tag">
                  {group.hiddenReason === 'reports' ? t('group.hiddenByReports') : t('group.hidden')}
                </Tag>
              </Tooltip>
            )}
          </div>
        </div>
        <div className="ss-my-group__head-actions">
          <Tooltip title={t('group.upvotes', { count: group.upVoteCount })}>
            <span className="ss-my-group__votes" aria-label={t('group.upvotes', { count: group.upVoteCount })} data-testid="upvote-count">
              <LikeOutlined /> {group.upVoteCount}
            </span>
          </Tooltip>
          {manage.visibility && (
            <Tooltip title={group.isPublic ? t('visibility.publicHint') : t('visibility.privateHint')}>
              <Switch
                className="ss-visibility-switch"
                checked={group.isPublic}
                checkedChildren={t('visibility.public')}
                unCheckedChildren={t('visibility.private')}
                aria-label={t('visibility.label')}
                onChange={(isPublic) => void actions.changeVisibility(group.id, isPublic)}
                data-testid="visibility-switch"
              />
            </Tooltip>
          )}
          {extraActions}
          {manage.delete && (
            <IconButton
              label={t('group.delete')}
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => setConfirming('group')}
              data-testid="delete-group"
            />
          )}
        </div>
      </header>

      {manage.review && <ModerationNotice group={group} pageKey={pageKey} />}
      {editingDetails ? (
        <FormSlot>
          <GroupDetailsForm
            initial={{ title: group.title, description: group.description, tags: group.tags ?? [] }}
            onCancel={cancelEdit}
            onSubmit={async (details) => {
              const done = (await actions.editDetails(group.id, details)).ok;
              if (done) cancelEdit();
              return done;
            }}
          />
        </FormSlot>
      ) : (
        <div className="ss-my-group__details">
          <GroupSummary group={group} />
          <IconButton
            label={t('details.edit')}
            type="text"
            size="small"
            icon={<EditOutlined />}
            onClick={() => dispatch({ type: 'startEdit', groupId: group.id, target: { kind: 'details' } })}
            data-testid="edit-details"
          />
        </div>
      )}

      {collapsed ? (
        <p className="ss-my-group__summary ss-muted">
          {t('group.versions', { count: group.versionCount })} · {t('group.snippets', { count: snippetCount })}
        </p>
      ) : (
        <div className="ss-my-group__body" id={bodyId}>
          <div className="ss-version-bar">
            <ListSelect<string>
              className="ss-version-bar__select"
              size="middle"
              value={version?.id}
              onChange={(id) => dispatch({ type: 'selectVersion', groupId: group.id, versionId: id })}
              aria-label={t('version.label')}
              data-testid="version-select"
              prefix={t('version.short')}
              options={group.versions.map((item) => ({
                value: item.id,
                label: item.isDraft ? `${versionLabel(item)} · ${t('version.draft')}` : versionLabel(item),
              }))}
            />
            <IconButton
              label={t('version.edit')}
              icon={<EditOutlined />}
              disabled={!version}
              onClick={() => dispatch({ type: 'startEdit', groupId: group.id, target: { kind: 'version' } })}
              data-testid="edit-version"
            />
            <Tooltip title={group.versionCount <= 1 ? t('version.lastHint') : t('version.delete')}>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('version.delete')}
                disabled={!version || group.versionCount <= 1}
                onClick={() => setConfirming('version')}
                data-testid="delete-version"
              />
            </Tooltip>
            {version?.isDraft ? (
              <Tooltip title={t('version.publishHint')}>
                <Button
                  type="primary"
                  icon={<CloudUploadOutlined />}
                  onClick={() => void actions.setVersionDraft(group.id, version.id, false)}
                  data-testid="publish-version"
                >
                  {t('version.publish')}
                </Button>
              </Tooltip>
            ) : (
              <Tooltip title={t('version.makeDraftHint')}>
                <Button
                  icon={<FileTextOutlined />}
                  aria-label={t('version.makeDraft')}
                  disabled={!version}
                  onClick={() => version && void actions.setVersionDraft(group.id, version.id, true)}
                  data-testid="make-draft"
                />
              </Tooltip>
            )}
            <VersionDiffButton
              groupId={group.id}
              versions={group.versions}
              versionCount={group.versionCount}
              versionId={version?.id}
              compact
            />
            <Button
              icon={<PlusOutlined />}
              onClick={() => dispatch({ type: 'startEdit', groupId: group.id, target: { kind: 'newVersion' } })}
              data-testid="add-version"
            >
              {t('version.addShort')}
            </Button>
          </div>

          {addingVersion && (
            <FormSlot>
              <VersionForm
                mode="add"
                onCancel={cancelEdit}
                onSubmit={async (draft) => {
                  const added = await actions.addVersion(group.id, {
                    no: draft.no,
                    ...(draft.name ? { name: draft.name } : {}),
                    ...(draft.isDraft ? { isDraft: true } : {}),
                  });
                  if (!added.ok) return false;
                  cancelEdit();
                  dispatch({ type: 'selectVersion', groupId: group.id, versionId: added.data.versionID });
                  return true;
                }}
              />
            </FormSlot>
          )}
          {editingVersion && version && (
            <FormSlot>
              <VersionForm
                key={version.id}
                mode="edit"
                initial={{ no: version.no, name: version.name }}
                onCancel={cancelEdit}
                onSubmit={async (draft) => {
                  const done = (await actions.editVersion(group.id, { id: version.id, no: draft.no, name: draft.name })).ok;
                  if (done) cancelEdit();
                  return done;
                }}
              />
            </FormSlot>
          )}

          {version?.isDraft && (
            <p className="ss-draft-note" data-testid="draft-note">
              <Tag color="gold" className="ss-my-group__tag">
                {t('version.draft')}
              </Tag>
              <span className="ss-muted">{t('version.draftNote')}</span>
            </p>
          )}

          <div className="ss-snippets" data-testid="snippets" aria-busy={readsWhole && whole.isLoading}>
            {version && version.snippetCount === 0 && !addingSnippet && (
              <Empty description={<span data-testid="snippets-empty">{t('messages:empty.noSnippets')}</span>} />
            )}
            {readsWhole && whole.error !== undefined && !whole.version ? (
              <Alert
                type="error"
                title={t('snippet.loadFailed')}
                data-testid="version-load-error"
                action={
                  <Button size="small" icon={<ReloadOutlined />} onClick={whole.retry}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : (
              readsWhole && !whole.version && snippets.length === 0 && <SkeletonLines rows={4} widths={['40%', '100%', '100%', '70%']} />
            )}
            {version &&
              snippets.map((snippet) => (
                <SnippetItem
                  key={snippet.id}
                  snippet={snippet}
                  language={language}
                  loadingWhole={readsWhole && !whole.version}
                  onShowWhole={showWhole}
                  loadFullCode={() => loadSnippetCode(group.id, version.id, snippet.id)}
                  isEditing={isEditing(edition, group.id, { kind: 'snippet', snippetId: snippet.id })}
                  onStartEdit={() => dispatch({ type: 'startEdit', groupId: group.id, target: { kind: 'snippet', snippetId: snippet.id } })}
                  onCancelEdit={cancelEdit}
                  onSave={async (draft) => {
                    const done = (await actions.editSnippet(group.id, version.id, { id: snippet.id, ...draft })).ok;
                    if (done) cancelEdit();
                    return done;
                  }}
                  onDelete={() => actions.deleteSnippet(group.id, version.id, snippet.id)}
                />
              ))}
            {moreSnippets > 0 && (
              <Button className="ss-btn--block" loading={readsWhole && whole.isLoading} onClick={showWhole} data-testid="show-all-snippets">
                {t('snippet.showAll', { count: version?.snippetCount ?? 0 })}
              </Button>
            )}
            {version &&
              (addingSnippet ? (
                <FormSlot>
                  <SnippetForm
                    mode="add"
                    language={language}
                    onCancel={cancelEdit}
                    onSubmit={async (draft) => {
                      const done = (await actions.addSnippet(group.id, version.id, draft)).ok;
                      if (done) {
                        cancelEdit();
                        // The new snippet comes last, maybe past the preview's first ones: the card shows the whole version.
                        setWholeVersionId(version.id);
                      }
                      return done;
                    }}
                  />
                </FormSlot>
              ) : (
                <Button
                  className="ss-btn--dashed ss-btn--block"
                  icon={<PlusOutlined />}
                  onClick={() => dispatch({ type: 'startEdit', groupId: group.id, target: { kind: 'newSnippet' } })}
                  data-testid="add-snippet"
                >
                  {t('snippet.add')}
                </Button>
              ))}
          </div>
          <footer className="ss-my-group__foot ss-muted">
            <span>{t('group.versions', { count: group.versionCount })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('group.snippets', { count: snippetCount })}</span>
            {group.codeBytes !== undefined && (
              <>
                <span aria-hidden="true">·</span>
                <Tooltip title={t('group.sizeHint')}>
                  <span data-testid="group-size">{t('group.size', { size: formatBytes(group.codeBytes, i18n.language) })}</span>
                </Tooltip>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span>{t('group.updated', { date: updated })}</span>
          </footer>
        </div>
      )}
    </article>
  );
}
