import type { StaffMemberDto } from '@api';
import { CrownOutlined, SafetyCertificateOutlined, UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { ConfirmButton } from '@/components/antd/confirm-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowWidth } from '@/hooks/use-window-width';
import { BREAKPOINTS } from '@/lib/breakpoints';
import { useGrantModerator, useRevokeModerator, useStaff } from '../api/staff';
import { ModerationTable } from './moderation-table';
import { LoadError } from './list-state';

/** Moderators (admins only): the staff, granting the moderator role by username or email, revoking it. */
export function StaffPanel({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('moderation');
  const query = useStaff();
  const grantModerator = useGrantModerator({ success: (user) => t('staff.granted', { user }) });
  const revokeModerator = useRevokeModerator({ success: (member) => t('staff.revoked', { user: member.username }) });
  const [identifier, setIdentifier] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && !identifier.trim();
  // A phone shows one card per member: a table's columns do not fit in 360-430 px.
  const asCards = useWindowWidth() < BREAKPOINTS.sm;

  const grant = async () => {
    setSubmitted(true);
    const user = identifier.trim();
    if (!user) return;
    if ((await grantModerator.run(user)).ok) {
      setIdentifier('');
      setSubmitted(false);
    }
  };

  const renderName = (member: StaffMemberDto) => (
    <Space wrap size={6}>
      <Typography.Text strong className="ss-mod-staff__name" data-testid="staff-username">
        {member.username}
      </Typography.Text>
      {member.id === currentUserId && <Tag>{t('staff.you')}</Tag>}
    </Space>
  );
  const renderRole = (member: StaffMemberDto) =>
    member.role === 'admin' ? (
      <Tag color="gold" icon={<CrownOutlined />}>
        {t('roles.admin')}
      </Tag>
    ) : (
      <Tag color="blue" icon={<SafetyCertificateOutlined />}>
        {t('roles.moderator')}
      </Tag>
    );
  const renderActions = (member: StaffMemberDto) =>
    member.role === 'moderator' ? (
      <ConfirmButton
        confirm={{
          title: t('staff.revokeConfirm', { username: member.username }),
          okText: t('staff.revoke'),
          cancelText: t('common.cancel'),
          danger: true,
          okTestId: 'confirm-revoke',
        }}
        onConfirm={() => revokeModerator.run(member)}
        size="small"
        danger
        icon={<UserDeleteOutlined />}
        loading={revokeModerator.pending.some((pending) => pending.id === member.id)}
        aria-label={t('staff.revokeNamed', { username: member.username })}
        data-testid="staff-revoke"
      >
        {t('staff.revoke')}
      </ConfirmButton>
    ) : (
      <Typography.Text type="secondary" className="ss-mod-small">
        {t('staff.fromConfig')}
      </Typography.Text>
    );

  const columns: TableColumnsType<StaffMemberDto> = [
    {
      key: 'username',
      title: t('staff.username'),
      render: (_, member) => renderName(member),
    },
    { key: 'email', title: t('staff.email'), dataIndex: 'email' },
    {
      key: 'role',
      title: t('staff.role'),
      width: 150,
      render: (_, member) => renderRole(member),
    },
    {
      key: 'actions',
      title: <span className="ss-visually-hidden">{t('common.actions')}</span>,
      width: 140,
      render: (_, member) => renderActions(member),
    },
  ];

  return (
    <div className="ss-mod-section" data-testid="staff-panel">
      <Card size="small" title={t('staff.grantTitle')}>
        <Typography.Paragraph type="secondary" className="ss-mod-small">
          {t('staff.grantLead')}
        </Typography.Paragraph>
        <Form layout="inline" className="ss-mod-grant" onFinish={() => void grant()}>
          <Form.Item
            className="ss-mod-grant__field"
            validateStatus={missing ? 'error' : undefined}
            help={missing ? t('staff.userRequired') : undefined}
          >
            <Input
              value={identifier}
              onChange={(event) => setIdentifier(event.target.value)}
              placeholder={t('staff.userPlaceholder')}
              aria-label={t('staff.user')}
              maxLength={254}
              data-testid="grant-user"
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<UserAddOutlined />}
              loading={grantModerator.isPending}
              data-testid="grant-submit"
            >
              {t('staff.grant')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <LoadError query={query} />
      {asCards ? (
        <ul className="ss-list ss-mod-staff" aria-busy={query.isLoading}>
          {query.staff.map((member) => (
            <li key={member.id} className="ss-mod-staff__card" data-testid="staff-member" data-username={member.username}>
              {renderName(member)}
              <Typography.Text type="secondary" className="ss-mod-staff__email">
                {member.email}
              </Typography.Text>
              <div className="ss-mod-staff__foot">
                {renderRole(member)}
                {renderActions(member)}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ModerationTable<StaffMemberDto>
          label={t('tabs.moderators')}
          rows={query.staff}
          columns={columns}
          loading={query.isLoading}
          minWidth={600}
          rowData={(member) => ({ 'data-testid': 'staff-member', 'data-username': member.username })}
        />
      )}
    </div>
  );
}
