import { GithubOutlined, GoogleOutlined, LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Form, Input, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

/** Layout of the sign-in / register forms; the flows are wired in a later change, so the fields are disabled. */
export function AuthCard() {
  const { t } = useTranslation();

  const socials = (
    <div className="ss-auth__socials">
      <Button block size="large" icon={<GoogleOutlined />} disabled>
        {t('login.google')}
      </Button>
      <Button block size="large" icon={<GithubOutlined />} disabled>
        {t('login.github')}
      </Button>
      <Button block size="large" type="link" icon={<MailOutlined />} disabled>
        {t('login.emailLink')}
      </Button>
    </div>
  );

  const signIn = (
    <Form layout="vertical" requiredMark={false} disabled>
      <Form.Item label={t('login.email')} name="email">
        <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('login.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('login.password')} name="password">
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <div className="ss-auth__row">
        <Button type="link" className="ss-auth__forgot">
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="primary" size="large" block htmlType="submit">
        {t('login.submitSignIn')}
      </Button>
      <Divider plain>{t('login.or')}</Divider>
      {socials}
    </Form>
  );

  const register = (
    <Form layout="vertical" requiredMark={false} disabled>
      <Form.Item label={t('login.username')} name="username">
        <Input size="large" prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item label={t('login.email')} name="email">
        <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('login.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('login.password')} name="password">
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label={t('login.repeatPassword')} name="repeat">
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" size="large" block htmlType="submit">
        {t('login.submitRegister')}
      </Button>
      <Divider plain>{t('login.or')}</Divider>
      {socials}
    </Form>
  );

  return (
    <Card className="ss-auth" data-testid="auth-card">
      <p className="ss-muted ss-card-lead">{t('login.lead')}</p>
      <Alert type="info" showIcon title={t('login.notice')} className="ss-auth__notice" />
      <Tabs
        centered
        size="large"
        items={[
          { key: 'signin', label: t('login.signIn'), children: signIn },
          { key: 'register', label: t('login.register'), children: register },
        ]}
      />
    </Card>
  );
}
