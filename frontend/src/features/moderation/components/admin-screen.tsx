import { AuditOutlined, CommentOutlined, FlagOutlined, SafetyCertificateOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { CurrentUserDto } from '@api';
import { Badge, Card, Tabs, type TabsProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOfficialRequests } from '../api/official-requests';
import { useReportedComments } from '../api/reported-comments';
import { useReportedGroups } from '../api/reports';
import { AuditLog } from './audit-log';
import { MembersPanel } from './members-panel';
import { OfficialRequests } from './official-requests';
import { ReportedComments } from './reported-comments';
import { ReportsQueue } from './reports-queue';
import { StaffPanel } from './staff-panel';
import './moderation.css';

const TABS = ['reports', 'comments', 'requests', 'members', 'moderators', 'log'] as const;
type TabKey = (typeof TABS)[number];

/** The admin screen for moderators and admins: reports queue, reported comments, official requests, members, moderators (admins), audit log. */
export function AdminScreen({ user }: { user: CurrentUserDto }) {
  const { t } = useTranslation('moderation');
  const [searchParams, setSearchParams] = useSearchParams();
  const isAdmin = user.role === 'admin';
  const requested = searchParams.get('tab') as TabKey | null;
  const available = TABS.filter((tab) => tab !== 'moderators' || isAdmin);
  const active: TabKey = requested && available.includes(requested) ? requested : 'reports';

  // Counters on the tabs (SWR shares these with the tabs' own lists).
  const reportCount = useReportedGroups(undefined, 1).total;
  const pendingCount = useOfficialRequests('pending').requests.length;
  const commentReportCount = useReportedComments(1).total;

  const label = (text: string, count?: number) => (
    <span className="ss-mod-tab">
      {text}
      {!!count && <Badge count={count} size="small" className="ss-mod-tab__badge" />}
    </span>
  );

  const items: TabsProps['items'] = [
    { key: 'reports', icon: <FlagOutlined />, label: label(t('tabs.reports'), reportCount), children: <ReportsQueue /> },
    {
      key: 'comments',
      icon: <CommentOutlined />,
      label: label(t('tabs.comments'), commentReportCount),
      children: <ReportedComments />,
    },
    {
      key: 'requests',
      icon: <SafetyCertificateOutlined />,
      label: label(t('tabs.requests'), pendingCount),
      children: <OfficialRequests />,
    },
    { key: 'members', icon: <UserOutlined />, label: label(t('tabs.members')), children: <MembersPanel /> },
    ...(isAdmin
      ? [
          {
            key: 'moderators',
            icon: <TeamOutlined />,
            label: label(t('tabs.moderators')),
            children: <StaffPanel currentUserId={user.id} />,
          },
        ]
      : []),
    { key: 'log', icon: <AuditOutlined />, label: label(t('tabs.log')), children: <AuditLog /> },
  ];

  return (
    <div className="ss-stack" data-testid="admin-screen">
      <div className="ss-lead ss-mod-hero">
        <p className="ss-mod-hero__lead">{t('lead')}</p>
        <Tag color={isAdmin ? 'gold' : 'blue'} data-testid="admin-role">
          {t('signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
        </Tag>
      </div>
      <Card className="ss-mod-card">
        <Tabs
          activeKey={active}
          items={items}
          destroyOnHidden
          onChange={(key) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('tab', key);
                return next;
              },
              { replace: true },
            )
          }
        />
      </Card>
    </div>
  );
}
