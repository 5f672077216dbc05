import { Button, Card, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pager } from '@/components/ui/pager';
import { groupPath, memberPath } from '@/lib/paths';
import { COMMENT_REPORTS_PAGE_SIZE, useDismissCommentReports, useHideComment, useReportedComments } from '../api/reported-comments';
import { formatDateTime } from '../lib/format';

/**
 * The comments with open reports, most reported first: each comment's Markdown as text (never rendered), its
 * author and group, its reports, and Dismiss (shows again what its reports hid) or Hide.
 */
export function ReportedComments() {
  const { t, i18n } = useTranslation('moderation');
  const [page, setPage] = useState(1);
  const query = useReportedComments(page);
  const pages = Math.max(1, Math.ceil(query.total / COMMENT_REPORTS_PAGE_SIZE));
  if (query.data && page > pages) setPage(pages);
  const dismiss = useDismissCommentReports({ success: t('comments.dismissed') });
  const hide = useHideComment({ success: t('comments.hidden') });

  if (query.data && query.entries.length === 0) return <Empty description={t('comments.empty')} />;
  return (
    <div className="ss-stack" data-testid="reported-comments">
      {query.entries.map(({ comment, openReports, reports }) => (
        <Card key={comment.id} size="small" data-testid="reported-comment">
          <p>
            <Link to={memberPath(comment.author.username)}>{comment.author.username}</Link> ·{' '}
            <Link to={groupPath(comment.groupId)}>{t('comments.group')}</Link> · {formatDateTime(comment.createdAt, i18n.language)}{' '}
            <Tag color="red">{t('comments.reports', { count: openReports })}</Tag>
            {comment.hidden && <Tag>{t('comments.isHidden')}</Tag>}
          </p>
          <pre className="ss-mod-comment">{comment.body ?? ''}</pre>
          <ul>
            {reports.map((report) => (
              <li key={report.id}>
                <strong>{t(`categories.${report.category}`, { defaultValue: report.category })}</strong>
                {report.reason ? `: ${report.reason}` : ''} ({report.reporterUsername})
              </li>
            ))}
          </ul>
          <div className="ss-mod-comment__actions">
            <Button
              onClick={() => void dismiss.run(comment.id)}
              loading={dismiss.pending.includes(comment.id)}
              data-testid="comment-dismiss"
            >
              {t('comments.dismiss')}
            </Button>
            <Button
              danger
              onClick={() => void hide.run(comment.id)}
              loading={hide.pending.includes(comment.id)}
              data-testid="comment-moderate-hide"
            >
              {t('comments.hide')}
            </Button>
          </div>
        </Card>
      ))}
      {query.total > COMMENT_REPORTS_PAGE_SIZE && (
        <Pager current={page} total={query.total} pageSize={COMMENT_REPORTS_PAGE_SIZE} onChange={setPage} />
      )}
    </div>
  );
}
