import type { AuditLogEntryDto, ListAuditLogParams, ModerationAction } from '@api';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_ACTIONS, useAuditLog } from '../api/audit-log';
import { useStaff } from '../api/staff';
import { ACTION_COLORS, detail, formatDateTime, shortId } from '../lib/format';
import { ModerationTable } from './moderation-table';
import { LoadError, RefreshButton } from './list-state';

const AUDIT_PAGE_SIZE = 20;

/** Audit log: who did what, on what, when; filtered by action and by actor, paged with skip/limit. */
export function AuditLog() {
  const { t, i18n } = useTranslation('moderation');
  const [action, setAction] = useState<ModerationAction | undefined>();
  const [actorID, setActorID] = useState<string | undefined>();
  const [page, setPage] = useState(0);
  // One more than a page tells whether a next page exists (the log has no total count).
  const params: ListAuditLogParams = {
    ...(action ? { action } : {}),
    ...(actorID ? { actorID } : {}),
    skip: page * AUDIT_PAGE_SIZE,
    limit: AUDIT_PAGE_SIZE + 1,
  };
  const query = useAuditLog(params);
  const entries = query.entries.slice(0, AUDIT_PAGE_SIZE);
  const hasNext = query.entries.length > AUDIT_PAGE_SIZE;
  const staffQuery = useStaff();

  const target = (entry: AuditLogEntryDto) => {
    const details = entry.details ?? {};
    switch (entry.targetType) {
      case 'group': {
        const reports = detail(details, 'reports');
        const secrets = detail(details, 'secrets');
        const note = detail(details, 'note');
        return (
          <span>
            {t('log.target.group')} <Typography.Text code>{shortId(entry.targetID)}</Typography.Text>
            {reports && reports !== '0' && <span className="ss-muted"> · {t('log.closedReports', { count: Number(reports) })}</span>}
            {secrets && (
              <span className="ss-muted">
                {' '}
                · {t('log.secretsPublished', { count: Number(secrets), rules: detail(details, 'rules') ?? '' })}
              </span>
            )}
            {note && <div className="ss-muted ss-mod-small">{t('log.note', { note })}</div>}
          </span>
        );
      }
      case 'request':
      case 'user': {
        // A request is named by its technology, a member by their username.
        const name = detail(details, entry.targetType === 'request' ? 'technology' : 'username');
        const reason = detail(details, 'reason');
        return (
          <span>
            {t(`log.target.${entry.targetType}`)} <Typography.Text strong>{name ?? shortId(entry.targetID)}</Typography.Text>
            {reason && <div className="ss-muted ss-mod-small">{t('log.reason', { reason })}</div>}
          </span>
        );
      }
      default:
        return <Typography.Text code>{shortId(entry.targetID)}</Typography.Text>;
    }
  };

  const columns: TableColumnsType<AuditLogEntryDto> = [
    {
      key: 'when',
      title: t('log.when'),
      width: 190,
      render: (_, entry) => <span className="ss-nowrap">{formatDateTime(entry.createdAt, i18n.language)}</span>,
    },
    {
      key: 'who',
      title: t('log.who'),
      width: 170,
      render: (_, entry) => entry.actorUsername ?? <span className="ss-muted">{t('log.unknownActor')}</span>,
    },
    {
      key: 'what',
      title: t('log.what'),
      width: 210,
      render: (_, entry) => (
        <Tag color={ACTION_COLORS[entry.action]} data-testid="log-action">
          {t(`actions.${entry.action}`)}
        </Tag>
      ),
    },
    { key: 'target', title: t('log.onWhat'), render: (_, entry) => target(entry) },
  ];

  return (
    <div className="ss-mod-section" data-testid="audit-log">
      <div className="ss-mod-toolbar">
        <Space wrap>
          <Select<ModerationAction>
            allowClear
            value={action}
            onChange={(value) => {
              setAction(value);
              setPage(0);
            }}
            placeholder={t('log.allActions')}
            aria-label={t('log.filterAction')}
            className="ss-mod-filter"
            options={MODERATION_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
            data-testid="log-filter-action"
          />
          <Select<string>
            allowClear
            value={actorID}
            onChange={(value) => {
              setActorID(value);
              setPage(0);
            }}
            placeholder={t('log.allActors')}
            aria-label={t('log.filterActor')}
            className="ss-mod-filter"
            loading={staffQuery.isLoading}
            options={staffQuery.staff.map((member) => ({ value: member.id, label: member.username }))}
            data-testid="log-filter-actor"
          />
        </Space>
        <RefreshButton query={query} />
      </div>
      <LoadError query={query} />
      <ModerationTable<AuditLogEntryDto>
        label={t('tabs.log')}
        rows={entries}
        columns={columns}
        loading={query.isLoading}
        minWidth={760}
        empty={<span data-testid="log-empty">{t('log.empty')}</span>}
        rowData={(entry) => ({ 'data-testid': 'log-entry', 'data-action': entry.action })}
      />
      <div className="ss-mod-pager" aria-label={t('log.paging')}>
        <Button
          icon={<LeftOutlined />}
          disabled={page === 0}
          onClick={() => setPage((current) => Math.max(0, current - 1))}
          data-testid="log-prev"
        >
          {t('log.previous')}
        </Button>
        <span className="ss-muted" data-testid="log-page">
          {t('log.page', { page: page + 1 })}
        </span>
        <Button disabled={!hasNext} onClick={() => setPage((current) => current + 1)} data-testid="log-next">
          {t('log.next')} <RightOutlined />
        </Button>
      </div>
    </div>
  );
}
