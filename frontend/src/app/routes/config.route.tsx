import { CameraOutlined, LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PreferencesCard } from '@/features/preferences/components/preferences-card';

export default function ConfigRoute() {
  const { t } = useTranslation();
  const accountItems = [
    { icon: <MailOutlined />, label: t('config.email') },
    { icon: <UserOutlined />, label: t('config.username') },
    { icon: <LockOutlined />, label: t('config.password') },
    { icon: <CameraOutlined />, label: t('config.photo') },
  ];
  return (
    <div className="ss-page ss-page--medium ss-stack">
      <PreferencesCard />
      <Card title={t('config.account')} extra={<Tag color="processing">{t('comingSoon.badge')}</Tag>} data-testid="account-card">
        <p className="ss-muted ss-card-lead">{t('config.accountLead')}</p>
        <div className="ss-account-grid">
          {accountItems.map((item) => (
            <div key={item.label} className="ss-account-tile" aria-disabled="true">
              <span className="ss-account-tile__icon" aria-hidden="true">
                {item.icon}
              </span>
              {item.label}
            </div>
          ))}
        </div>
      </Card>
    </div>
  );
}
