import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useLogOutEverywhere } from '../api/account';

/** Built-in accounts: "Log out everywhere" ends every session of the account on the server, then signs this device out. */
export function SessionsCard() {
  const { t } = useTranslation('account');
  const { signOut } = useSession();
  const logOutEverywhere = useLogOutEverywhere({ success: t('sessions.done') });

  const onClick = async () => {
    const ended = await logOutEverywhere.run();
    if (ended.ok) await signOut();
  };

  return (
    <Card title={t('sessions.title')} className="ss-account-form" data-testid="sessions-card">
      <p className="ss-muted ss-account-form__lead">{t('sessions.lead')}</p>
      <Button
        danger
        icon={<LogoutOutlined />}
        loading={logOutEverywhere.isPending}
        onClick={() => void onClick()}
        data-testid="log-out-everywhere"
      >
        {t('sessions.everywhere')}
      </Button>
    </Card>
  );
}
