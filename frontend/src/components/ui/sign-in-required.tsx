import { LockOutlined, LoginOutlined } from '@ant-design/icons';
import { Button, Card, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '@/lib/paths';

/** A friendly "sign in to continue" for member-only screens; the login screen brings the member back here. */
export function SignInRequired({ lead }: { lead?: string }) {
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Card className="ss-sign-in-required" variant="borderless" data-testid="sign-in-required">
      <div className="ss-sign-in-required__art" aria-hidden="true" style={{ color: token.colorPrimary }}>
        <LockOutlined />
      </div>
      <Typography.Title level={2} className="ss-sign-in-required__title">
        {t('signInRequired.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="ss-sign-in-required__lead">
        {lead ?? t('signInRequired.lead')}
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        icon={<LoginOutlined />}
        onClick={() => navigate(loginPathFor(pathname + search))}
        data-testid="sign-in-required-action"
      >
        {t('signInRequired.action')}
      </Button>
    </Card>
  );
}
