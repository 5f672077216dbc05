import type { CommentDto } from '@api';
import { Button, Input, Popconfirm, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { memberPath } from '@/lib/paths';
import { COMMENT_MAX_LENGTH } from '../lib/limits';
import { MarkdownView } from './markdown-view';

export interface CommentActions {
  /** The caller may reply (signed in, comments open); only threads take replies. */
  canReply: boolean;
  /** The caller owns the group: they hide and show comments. */
  canModerate: boolean;
  /** The caller's id (their own comments get edit and delete; others' get report). */
  userId: string | null;
  /** The time now (ms): edit is offered until the comment's editableUntil. */
  now: number;
  onReply: (comment: CommentDto) => void;
  onEdit: (comment: CommentDto, body: string) => Promise<boolean>;
  onDelete: (comment: CommentDto) => void;
  onHide: (comment: CommentDto, hidden: boolean) => void;
  onReport: (comment: CommentDto) => void;
  onShowLines: (comment: CommentDto) => void;
}

/** One comment: its author, when, which lines and version, its Markdown (or why it is not shown), and what the caller may do. */
export function CommentItem({ comment, actions, children }: { comment: CommentDto; actions: CommentActions; children?: ReactNode }) {
  const { t, i18n } = useTranslation('comments');
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const mine = actions.userId === comment.author.id;
  const editable = mine && !comment.hidden && !comment.deleted && Date.parse(comment.editableUntil) > actions.now;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(comment.createdAt));
  const lines =
    comment.lineStart === null
      ? null
      : comment.lineStart === comment.lineEnd
        ? t('lineOne', { line: comment.lineStart })
        : t('lineRange', { start: comment.lineStart, end: comment.lineEnd });

  const save = async () => {
    if (editing === null) return;
    setSaving(true);
    const ok = await actions.onEdit(comment, editing);
    setSaving(false);
    if (ok) setEditing(null);
  };

  return (
    <article
      className="ss-comment"
      data-testid="comment"
      data-comment-id={comment.id}
      aria-label={t('by', { name: comment.author.username })}
    >
      <header className="ss-comment__head">
        <Link to={memberPath(comment.author.username)} className="ss-comment__author">
          {comment.author.username}
        </Link>
        <span className="ss-muted">{when}</span>
        {comment.editedAt && <span className="ss-muted">{t('edited')}</span>}
        {lines && !comment.parentId && (
          <Button
            size="small"
            type="link"
            className="ss-comment__lines"
            onClick={() => actions.onShowLines(comment)}
            data-testid="comment-lines"
          >
            {lines}
          </Button>
        )}
        {comment.onEarlierVersion && !comment.parentId && (
          <Tag data-testid="comment-earlier-version">{t('earlierVersion', { no: comment.versionNo })}</Tag>
        )}
      </header>
      {editing !== null ? (
        <div className="ss-comment__edit">
          <label className="ss-visually-hidden" htmlFor={`ss-edit-${comment.id}`}>
            {t('editLabel')}
          </label>
          <Input.TextArea
            id={`ss-edit-${comment.id}`}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            maxLength={COMMENT_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 12 }}
            data-testid="comment-edit-input"
          />
          <div className="ss-comment__actions">
            <Button
              type="primary"
              size="small"
              loading={saving}
              disabled={!editing.trim()}
              onClick={() => void save()}
              data-testid="comment-save"
            >
              {t('save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : comment.body !== null ? (
        <>
          {comment.hidden && <p className="ss-muted ss-comment__note">{t('hiddenByYou')}</p>}
          <MarkdownView source={comment.body} />
        </>
      ) : (
        <p className="ss-muted ss-comment__note" data-testid="comment-unavailable">
          {comment.deleted ? t('deleted') : t('hidden')}
        </p>
      )}
      {editing === null && (
        <div className="ss-comment__actions">
          {actions.canReply && !comment.parentId && !comment.deleted && !comment.hidden && (
            <Button size="small" type="text" onClick={() => actions.onReply(comment)} data-testid="comment-reply">
              {t('reply')}
            </Button>
          )}
          {editable && (
            <Button size="small" type="text" onClick={() => setEditing(comment.body ?? '')} data-testid="comment-edit">
              {t('edit')}
            </Button>
          )}
          {mine && !comment.deleted && (
            <Popconfirm
              title={t('deleteConfirm')}
              okText={t('delete')}
              cancelText={t('cancel')}
              onConfirm={() => actions.onDelete(comment)}
            >
              <Button size="small" type="text" danger data-testid="comment-delete">
                {t('delete')}
              </Button>
            </Popconfirm>
          )}
          {actions.canModerate && !comment.deleted && (
            <Button size="small" type="text" onClick={() => actions.onHide(comment, !comment.hidden)} data-testid="comment-hide">
              {comment.hidden ? t('show') : t('hide')}
            </Button>
          )}
          {actions.userId && !mine && !comment.deleted && !comment.hidden && (
            <Button size="small" type="text" onClick={() => actions.onReport(comment)} data-testid="comment-report">
              {t('report')}
            </Button>
          )}
        </div>
      )}
      {children}
    </article>
  );
}
