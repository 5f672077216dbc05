import type { ReportCategory, ReportedGroupDto } from '@api';
import { CheckOutlined, EyeInvisibleOutlined, EyeOutlined, FlagOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Modal, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES } from '@/lib/report-categories';
import { Pager } from '@/components/ui/pager';
import { REPORTS_PAGE_SIZE, useDismissReports, useHideGroup, useReportedGroups, useUnhideGroup } from '../api/reports';
import { formatDateTime } from '../lib/format';
import { ReportedContent } from './reported-content';
import { LoadError, RefreshButton } from './list-state';

/**
 * Reports queue: the groups with open reports or a review asked by their owner, a page at a time, each with
 * its reasons, its content (ReportedContent) and Dismiss / Hide / Unhide with an optional decision note (the
 * owner sees it).
 */
export function ReportsQueue() {
  const { t, i18n } = useTranslation('moderation');
  const [modal, modalContext] = Modal.useModal();
  const [category, setCategory] = useState<ReportCategory | undefined>();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const query = useReportedGroups(category, page);
  const entries = query.reportedGroups;
  // A decision can empty the last page: show the one before.
  const pages = Math.max(1, Math.ceil(query.total / REPORTS_PAGE_SIZE));
  if (query.data && page > pages) setPage(pages);
  const dismiss = useDismissReports({ success: t('reports.dismissed') });
  const hide = useHideGroup({ success: t('reports.hidden') });
  const unhide = useUnhideGroup({ success: t('reports.unhidden') });

  const label = (entry: ReportedGroupDto) => entry.group.summary || t('reports.untitled', { technology: entry.group.technologyName });

  const decision = (groupId: string) => ({ groupId, note: notes[groupId] });
  const pendingOn = (action: { pending: readonly { groupId: string }[] }, groupId: string) =>
    action.pending.some((arg) => arg.groupId === groupId);

  const confirmHide = (entry: ReportedGroupDto) => {
    void modal.confirm({
      title: t('reports.hideConfirmTitle', { name: label(entry) }),
      content: t('reports.hideConfirmText'),
      okText: t('reports.hide'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-hide-group' },
      onOk: () => hide.run(decision(entry.group.id)),
    });
  };

  return (
    <div className="ss-mod-section" data-testid="reports-queue">
      {modalContext}
      <div className="ss-mod-toolbar">
        <Typography.Text type="secondary">{t('reports.lead')}</Typography.Text>
        <Select<ReportCategory | 'all'>
          aria-label={t('reports.filterCategory')}
          value={category ?? 'all'}
          onChange={(value) => {
            setCategory(value === 'all' ? undefined : value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('reports.allCategories') },
            ...REPORT_CATEGORIES.map((value) => ({ value, label: t(`reports.categories.${value}`) })),
          ]}
          style={{ minWidth: 180 }}
          data-testid="report-category-filter"
        />
        <RefreshButton query={query} />
      </div>

      {query.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
      <LoadError query={query} />
      {query.data && entries.length === 0 && (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="reports-empty">{t('reports.empty')}</span>} />
        </Card>
      )}

      {entries.map((entry) => {
        const { group } = entry;
        const busy = [dismiss, hide, unhide].some((action) => pendingOn(action, group.id));
        return (
          <Card key={group.id} className="ss-mod-report" data-testid="reported-group" data-group-id={group.id} size="small">
            <div className="ss-mod-report__head">
              <div className="ss-mod-report__title">
                <Typography.Text strong className="ss-mod-report__summary">
                  {label(entry)}
                </Typography.Text>
                <div className="ss-mod-report__meta">
                  <Tag color="geekblue">{group.technologyName}</Tag>
                  <span className="ss-muted">
                    <UserOutlined /> {t('reports.owner', { username: group.ownerUsername })}
                  </span>
                  <Tag>{group.isPublic ? t('reports.public') : t('reports.private')}</Tag>
                  {group.isHidden && (
                    <Tag color="red" icon={<EyeInvisibleOutlined />} data-testid="group-hidden-tag">
                      {t('reports.hiddenTag')}
                    </Tag>
                  )}
                  {group.reviewRequestedAt && (
                    <Tag color="gold" className="ss-mod-wrap-tag" data-testid="review-requested-tag">
                      {t('reports.reviewRequested')} · {formatDateTime(group.reviewRequestedAt, i18n.language)}
                    </Tag>
                  )}
                </div>
              </div>
              {/* An entry that is only the owner's review request has no reports to count or list. */}
              {entry.openReports > 0 && (
                <Tag color="volcano" icon={<FlagOutlined />} className="ss-mod-report__count" data-testid="open-reports">
                  {t('reports.openCount', { count: entry.openReports })}
                </Tag>
              )}
            </div>

            {entry.reports.length > 0 && (
              <ul className="ss-mod-report__reasons" aria-label={t('reports.reasons')}>
                {entry.reports.map((report) => (
                  <li key={report.id}>
                    <FlagOutlined className="ss-mod-report__flag" aria-hidden="true" />
                    <div>
                      <Tag data-testid="report-category">{t(`reports.categories.${report.category}`)}</Tag>
                      <div className={report.reason ? undefined : 'ss-muted'}>{report.reason || t('reports.noReason')}</div>
                      <div className="ss-muted ss-mod-small">
                        {t('reports.reportedBy', {
                          username: report.reporterUsername,
                          date: formatDateTime(report.createdAt, i18n.language),
                        })}
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
            )}

            <ReportedContent group={group} />

            {group.moderatorNote && (
              <Typography.Paragraph type="secondary" className="ss-mod-report__note ss-mod-small">
                {t('reports.lastNote', { note: group.moderatorNote })}
              </Typography.Paragraph>
            )}
            <Input.TextArea
              className="ss-mod-report__note"
              aria-label={t('reports.note')}
              placeholder={t('reports.notePlaceholder')}
              maxLength={1000}
              autoSize={{ minRows: 1, maxRows: 4 }}
              value={notes[group.id] ?? ''}
              onChange={(event) => setNotes((current) => ({ ...current, [group.id]: event.target.value }))}
              data-testid="decision-note"
            />

            <Space wrap className="ss-mod-report__actions">
              <Button
                icon={<CheckOutlined />}
                loading={pendingOn(dismiss, group.id)}
                disabled={busy}
                onClick={() => void dismiss.run(decision(group.id))}
                data-testid="report-dismiss"
              >
                {t('reports.dismiss')}
              </Button>
              {group.isHidden ? (
                <Button
                  icon={<EyeOutlined />}
                  loading={pendingOn(unhide, group.id)}
                  disabled={busy}
                  onClick={() => void unhide.run(decision(group.id))}
                  data-testid="report-unhide"
                >
                  {t('reports.unhide')}
                </Button>
              ) : (
                <Button
                  danger
                  icon={<EyeInvisibleOutlined />}
                  loading={pendingOn(hide, group.id)}
                  disabled={busy}
                  onClick={() => confirmHide(entry)}
                  data-testid="report-hide"
                >
                  {t('reports.hide')}
                </Button>
              )}
            </Space>
          </Card>
        );
      })}
      {query.total > REPORTS_PAGE_SIZE && (
        <Pager current={page} pageSize={REPORTS_PAGE_SIZE} total={query.total} onChange={setPage} className="ss-pagination" />
      )}
    </div>
  );
}
