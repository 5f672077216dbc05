import type { CommentDto, ReportCategory, SnippetGroupDto } from '@api';
import { Alert, Button, Empty, Pagination, Select, Switch } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { useGroupVersion, useVersionList } from '@/lib/group-version';
import { loginPathFor } from '@/lib/paths';
import { useCurrentUser } from '@/lib/session';
import {
  COMMENTS_PAGE_SIZE,
  useDeleteComment,
  useEditComment,
  useHideComment,
  useLockComments,
  useReplyToComment,
  useReportComment,
  useSnippetComments,
  useWriteComment,
} from '../api/comments';
import { useNow } from '../hooks/use-now';
import { commentedLines, type LineRange, nextSelection } from '../lib/lines';
import { type CommentActions, CommentItem } from './comment-item';
import { CommentComposer } from './comment-composer';
import { SelectableCode } from './selectable-code';
import './comments.css';

const ReportDialog = lazyWithAntd(() => import('@/components/report/report-dialog'));

/**
 * A public group's comments (its page, under the group): pick a version and a snippet, select lines
 * in its code, read and write threads on it. Replies, edits (15 minutes), deletes, the owner's hide
 * and lock, and reports, as the API allows them.
 */
export default function CommentsPanel({ group }: { group: SnippetGroupDto }) {
  const { t } = useTranslation('comments');
  const location = useLocation();
  const { user } = useCurrentUser();
  const versions = useVersionList(group.id, group.versions, group.versionCount, true).filter((version) => !version.isDraft);
  const [versionId, setVersionId] = useState<string | undefined>(group.previewVersionID ?? versions.at(-1)?.id);
  const { version } = useGroupVersion(group.id, versionId);
  const [snippetId, setSnippetId] = useState<string | undefined>();
  const snippet = version?.snippets.find((candidate) => candidate.id === snippetId) ?? version?.snippets[0];
  const [selection, setSelection] = useState<LineRange | null>(null);
  const [page, setPage] = useState(1);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [reporting, setReporting] = useState<CommentDto | null>(null);
  const [reportUsed, setReportUsed] = useState(false);
  const now = useNow(30_000);
  const comments = useSnippetComments(group.id, version?.id, snippet?.id, page);
  const data = comments.data;

  /** Another version or snippet: its own selection, first page and no open reply. */
  const show = (nextVersion: string | undefined, nextSnippet: string | undefined) => {
    setVersionId(nextVersion);
    setSnippetId(nextSnippet);
    setSelection(null);
    setPage(1);
    setReplyingTo(null);
  };

  const write = useWriteComment(group.id, { success: t('posted') });
  const reply = useReplyToComment(group.id, { success: t('replied') });
  const edit = useEditComment(group.id, { success: t('saved') });
  const remove = useDeleteComment(group.id, { success: t('deletedToast') });
  const hide = useHideComment(group.id, { success: (arg) => (arg.hidden ? t('hiddenToast') : t('shownToast')) });
  const lock = useLockComments(group.id, { success: (locked) => (locked ? t('lockedToast') : t('unlockedToast')) });
  const report = useReportComment(group.id, { success: t('reported') });

  const commented = useMemo(() => commentedLines(data?.items ?? []), [data]);
  const locked = data?.locked ?? false;
  const signedIn = !!user;
  const lineText = (range: LineRange) =>
    range.start === range.end ? t('onLine', { line: range.start }) : t('onLines', { start: range.start, end: range.end });

  const actions: CommentActions = {
    canReply: signedIn && !locked,
    canModerate: data?.canModerate ?? false,
    userId: user?.id ?? null,
    now,
    onReply: (comment) => setReplyingTo(comment.id),
    onEdit: async (comment, body) => (await edit.run({ id: comment.id, body })).ok,
    onDelete: (comment) => void remove.run(comment.id),
    onHide: (comment, hidden) => void hide.run({ id: comment.id, hidden }),
    onReport: (comment) => {
      setReportUsed(true);
      setReporting(comment);
    },
    onShowLines: (comment) =>
      comment.lineStart !== null && comment.lineEnd !== null && setSelection({ start: comment.lineStart, end: comment.lineEnd }),
  };

  const submitReport = async (details: string, category: ReportCategory) => {
    if (!reporting) return false;
    const outcome = await report.run({ id: reporting.id, category, details: details.trim() || null });
    if (outcome.ok) setReporting(null);
    return outcome.ok;
  };

  if (!version || versions.length === 0) return null;
  return (
    <section className="ss-comments" aria-labelledby="ss-comments-title" data-testid="comments-panel">
      <div className="ss-comments__head">
        <h3 id="ss-comments-title" className="ss-section-title">
          {t('title')}
          {data ? ` (${data.total})` : ''}
        </h3>
        {data?.canModerate && (
          <label className="ss-comments__lock">
            <Switch
              size="small"
              checked={locked}
              loading={lock.isPending}
              onChange={(value) => void lock.run(value)}
              data-testid="comments-lock"
            />
            <span>{t('lock')}</span>
          </label>
        )}
      </div>
      <div className="ss-comments__pickers">
        {versions.length > 1 && (
          <label className="ss-comments__picker">
            <span>{t('version')}</span>
            <Select
              value={version.id}
              onChange={(value: string) => show(value, undefined)}
              options={versions.map((v) => ({ value: v.id, label: v.name ? `${v.no} · ${v.name}` : v.no }))}
              aria-label={t('version')}
              data-testid="comments-version"
              popupMatchSelectWidth={false}
            />
          </label>
        )}
        {version.snippets.length > 1 && (
          <label className="ss-comments__picker">
            <span>{t('snippet')}</span>
            <Select
              value={snippet?.id}
              onChange={(value: string) => show(versionId, value)}
              options={version.snippets.map((s, index) => ({ value: s.id, label: s.description || t('snippetN', { n: index + 1 }) }))}
              aria-label={t('snippet')}
              data-testid="comments-snippet"
              popupMatchSelectWidth={false}
            />
          </label>
        )}
      </div>
      {snippet && (
        <SelectableCode
          code={snippet.code}
          selection={selection}
          commented={commented}
          onLine={(line, extend) => setSelection((current) => nextSelection(current, line, extend))}
        />
      )}
      {locked && <Alert type="info" showIcon title={t('locked')} data-testid="comments-locked" />}
      {signedIn && !locked && snippet && (
        <CommentComposer
          id="ss-comment-new"
          label={t('newLabel')}
          submitText={t('post')}
          context={selection ? lineText(selection) : t('onWholeSnippet')}
          onClearContext={selection ? () => setSelection(null) : undefined}
          onSubmit={async (body) => {
            const outcome = await write.run({
              groupId: group.id,
              versionId: version.id,
              snippetId: snippet.id,
              body,
              ...(selection ? { lineStart: selection.start, lineEnd: selection.end } : {}),
            });
            if (outcome.ok) setSelection(null);
            return outcome.ok;
          }}
        />
      )}
      {!signedIn && (
        <p>
          <Link to={loginPathFor(location.pathname)}>{t('signIn')}</Link>
        </p>
      )}
      {comments.error ? (
        <Alert type="error" showIcon title={t('loadError')} action={<Button onClick={comments.retry}>{t('retry')}</Button>} />
      ) : data && data.items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <div className="ss-comments__list" data-testid="comments-list">
          {(data?.items ?? []).map((thread) => (
            <CommentItem key={thread.id} comment={thread} actions={actions}>
              {(thread.replies.length > 0 || replyingTo === thread.id) && (
                <div className="ss-comment__replies">
                  {thread.replies.map((r) => (
                    <CommentItem key={r.id} comment={r} actions={actions} />
                  ))}
                  {replyingTo === thread.id && (
                    <CommentComposer
                      id={`ss-reply-${thread.id}`}
                      label={t('replyLabel', { name: thread.author.username })}
                      submitText={t('reply')}
                      autoFocus
                      onCancel={() => setReplyingTo(null)}
                      onSubmit={async (body) => {
                        const outcome = await reply.run({ id: thread.id, body });
                        if (outcome.ok) setReplyingTo(null);
                        return outcome.ok;
                      }}
                    />
                  )}
                </div>
              )}
            </CommentItem>
          ))}
        </div>
      )}
      {data && data.total > COMMENTS_PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={COMMENTS_PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
      {reportUsed && (
        <Suspense fallback={null}>
          <ReportDialog
            open={!!reporting}
            title={t('reportTitle')}
            lead={t('reportLead', { name: reporting?.author.username ?? '' })}
            sending={report.isPending}
            onSubmit={submitReport}
            onClose={() => setReporting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
