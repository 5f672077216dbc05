import type { ModeratedMemberDto } from '@api';
import { FlagOutlined, SearchOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Form, Input, List, Modal, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberHistory, useSuspendMember, useUnsuspendMember } from '../api/members';
import { ACTION_COLORS, detail, formatDateTime, shortId } from '../lib/format';

/**
 * Members: look a member up by username or email, see the reports on their groups and the
 * moderation actions on them and their groups, suspend them (with a reason they see) or lift it.
 */
export function MembersPanel() {
  const { t, i18n } = useTranslation('moderation');
  const [typed, setTyped] = useState('');
  const [user, setUser] = useState('');
  const [suspending, setSuspending] = useState<ModeratedMemberDto | null>(null);
  const [reason, setReason] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const query = useMemberHistory(user);
  const suspend = useSuspendMember({ success: ({ member }) => t('members.suspendedToast', { username: member.username }) });
  const unsuspend = useUnsuspendMember({ success: (member) => t('members.unsuspendedToast', { username: member.username }) });
  const history = query.data;
  const member = history?.member;
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  const confirmSuspend = async () => {
    setReasonTouched(true);
    if (!suspending || !reason.trim()) return;
    if ((await suspend.run({ member: suspending, reason: reason.trim() })).ok) {
      setSuspending(null);
      setReason('');
      setReasonTouched(false);
    }
  };

  return (
    <div className="ss-mod-section" data-testid="members-panel">
      <Typography.Text type="secondary">{t('members.lead')}</Typography.Text>
      <Form layout="vertical" className="ss-mod-members__search" onFinish={() => setUser(typed.trim())}>
        <Form.Item label={t('members.search')} htmlFor="member-lookup" className="ss-mod-members__field">
          <Input
            id="member-lookup"
            value={typed}
            maxLength={254}
            placeholder={t('members.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="member-lookup"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="member-find">
          {t('members.find')}
        </Button>
      </Form>

      {query.isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {!!query.error && !history && user && <Alert type="info" showIcon title={t('members.notFound')} data-testid="member-not-found" />}

      {member && history && (
        <Card size="small" data-testid="member-card">
          <Space direction="vertical" size={12} className="ss-mod-members__body">
            <Space wrap size={8}>
              <Typography.Text strong data-testid="member-username">
                {member.username}
              </Typography.Text>
              <Typography.Text type="secondary" className="ss-mod-members__email">
                {member.email}
              </Typography.Text>
              <Tag>{t(`roles.${member.role}`)}</Tag>
              {member.suspendedAt ? (
                <Tag color="red" data-testid="member-status">
                  {t('members.suspended')}
                </Tag>
              ) : (
                <Tag color="green" data-testid="member-status">
                  {t('members.active')}
                </Tag>
              )}
              <Typography.Text type="secondary" className="ss-mod-small">
                {t('members.joined', { date: date(member.createdAt) })}
              </Typography.Text>
            </Space>
            {member.suspendedAt && (
              <Alert
                type="warning"
                showIcon
                title={t('members.suspendedSince', { date: date(member.suspendedAt), reason: member.suspensionReason ?? '' })}
              />
            )}
            {member.role !== 'user' ? (
              <Typography.Text type="secondary">{t('members.staff')}</Typography.Text>
            ) : member.suspendedAt ? (
              <Popconfirm
                title={t('members.unsuspendConfirm', { username: member.username })}
                okText={t('members.unsuspend')}
                cancelText={t('common.cancel')}
                okButtonProps={{ 'data-testid': 'confirm-unsuspend' }}
                onConfirm={() => unsuspend.run(member)}
              >
                <Button icon={<UndoOutlined />} loading={unsuspend.isPending} data-testid="member-unsuspend">
                  {t('members.unsuspend')}
                </Button>
              </Popconfirm>
            ) : (
              <Button danger icon={<StopOutlined />} onClick={() => setSuspending(member)} data-testid="member-suspend">
                {t('members.suspend')}
              </Button>
            )}

            <List
              size="small"
              header={<Typography.Text strong>{t('members.reports')}</Typography.Text>}
              dataSource={history.reports}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.noReports')} /> }}
              data-testid="member-reports"
              renderItem={(report) => (
                <List.Item data-testid="member-report">
                  <div className="ss-mod-members__item">
                    <Space wrap size={6}>
                      <FlagOutlined aria-hidden="true" />
                      <Tag>{t(`reports.categories.${report.category}`)}</Tag>
                      <Tag color={report.status === 'open' ? 'volcano' : 'default'}>{t(`members.status.${report.status}`)}</Tag>
                      <Typography.Text>{report.groupSummary || shortId(report.groupID)}</Typography.Text>
                    </Space>
                    {report.reason && <div>{report.reason}</div>}
                    <div className="ss-muted ss-mod-small">
                      {t('reports.reportedBy', { username: report.reporterUsername, date: date(report.createdAt) })}
                    </div>
                  </div>
                </List.Item>
              )}
            />
            <List
              size="small"
              header={<Typography.Text strong>{t('members.actions')}</Typography.Text>}
              dataSource={history.actions}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.noActions')} /> }}
              data-testid="member-actions"
              renderItem={(entry) => {
                const why = detail(entry.details, 'reason') ?? detail(entry.details, 'note');
                return (
                  <List.Item data-testid="member-action" data-action={entry.action}>
                    <div className="ss-mod-members__item">
                      <Space wrap size={6}>
                        <Tag color={ACTION_COLORS[entry.action]}>{t(`actions.${entry.action}`)}</Tag>
                        <Typography.Text type="secondary" className="ss-mod-small">
                          {entry.actorUsername ?? t('log.unknownActor')} · {date(entry.createdAt)}
                        </Typography.Text>
                      </Space>
                      {why && <div className="ss-muted ss-mod-small">{t('log.reason', { reason: why })}</div>}
                    </div>
                  </List.Item>
                );
              }}
            />
          </Space>
        </Card>
      )}

      <Modal
        open={!!suspending}
        title={suspending ? t('members.suspendTitle', { username: suspending.username }) : ''}
        okText={t('members.suspend')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: suspend.isPending, 'data-testid': 'confirm-suspend' }}
        onOk={() => void confirmSuspend()}
        onCancel={() => setSuspending(null)}
        destroyOnHidden
      >
        <p>{t('members.suspendText')}</p>
        <Form layout="vertical">
          <Form.Item
            label={t('members.reason')}
            htmlFor="suspension-reason"
            validateStatus={reasonTouched && !reason.trim() ? 'error' : undefined}
            help={reasonTouched && !reason.trim() ? t('members.reasonRequired') : undefined}
          >
            <Input.TextArea
              id="suspension-reason"
              value={reason}
              maxLength={500}
              autoSize={{ minRows: 2, maxRows: 5 }}
              placeholder={t('members.reasonPlaceholder')}
              onChange={(event) => setReason(event.target.value)}
              data-testid="suspension-reason"
            />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
