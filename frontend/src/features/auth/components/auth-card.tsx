import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Divider, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useIdentity } from '@/lib/session';
import '../auth.css';
import { EmailRequestForm } from './email-request-form';
import { PasskeySignIn } from './passkey-sign-in';
import { ProviderSignIn } from './provider-sign-in';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import { SocialSignIn } from './social-sign-in';

type AuthView = 'signin' | 'register' | 'forgot' | 'link';
const VIEWS: readonly AuthView[] = ['signin', 'register', 'forgot', 'link'];

function viewOf(value: string | null): AuthView {
  return VIEWS.includes(value as AuthView) ? (value as AuthView) : 'signin';
}

/**
 * The login / register screen: sign in, register, forgot password and email-link sign-in, plus
 * Google and GitHub. The view is kept in `?view=` so each one can be linked to.
 */
export function AuthCard() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const { identity, failed } = useIdentity();
  const [email, setEmail] = useState('');
  const [registered, setRegistered] = useState<{ email: string; verificationSent: boolean } | null>(null);
  const registeredEmail = registered?.email ?? null;

  const go = (next: AuthView, withEmail?: string) => {
    if (withEmail !== undefined) setEmail(withEmail ?? '');
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'signin') updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  };

  // Google/GitHub are Firebase's (shown while the identity loads); built-in accounts offer the site's OpenID Connect
  // and GitHub providers. Both offer the emailed sign-in link.
  const alternatives = (
    <>
      {identity?.offersSocial === false ? (
        <ProviderSignIn identity={identity} />
      ) : (
        <>
          <Divider plain>{t('or')}</Divider>
          <SocialSignIn identity={identity} />
        </>
      )}
      <Button block size="large" type="link" icon={<MailOutlined />} onClick={() => go('link', email)} data-testid="auth-open-link">
        {t('emailLink.open')}
      </Button>
    </>
  );

  const body =
    view === 'forgot' || view === 'link' ? (
      <div className="ss-auth__panel">
        <Button type="link" icon={<ArrowLeftOutlined />} className="ss-auth__back" onClick={() => go('signin')}>
          {t('back')}
        </Button>
        <EmailRequestForm key={view} kind={view} identity={identity} initialEmail={email} />
      </div>
    ) : (
      <Tabs
        centered
        size="large"
        activeKey={view}
        onChange={(key) => go(viewOf(key))}
        items={[
          {
            key: 'signin',
            label: t('tabs.signIn'),
            children: (
              <>
                {registered && (
                  <Alert
                    type={registered.verificationSent ? 'success' : 'warning'}
                    showIcon
                    className="ss-auth__alert"
                    title={t('messages:success.userCreated')}
                    description={t(registered.verificationSent ? 'register.verifyText' : 'register.verifyNotSent', {
                      email: registeredEmail,
                    })}
                    data-testid="auth-registered"
                  />
                )}
                <SignInForm
                  key={registeredEmail ?? 'signin'}
                  identity={identity}
                  initialEmail={registeredEmail ?? email}
                  onForgotPassword={(typed) => go('forgot', typed ?? '')}
                />
                {identity?.provider === 'builtin' && <PasskeySignIn />}
                {alternatives}
              </>
            ),
          },
          {
            key: 'register',
            label: t('tabs.register'),
            children: (
              <>
                <RegisterForm
                  identity={identity}
                  onRegistered={(result) => {
                    setRegistered(result);
                    go('signin', result.email);
                  }}
                />
                {alternatives}
              </>
            ),
          },
        ]}
      />
    );

  return (
    <Card className="ss-auth" data-testid="auth-card">
      <p className="ss-muted ss-card-lead">{t('lead')}</p>
      {failed && <Alert type="error" showIcon title={t('errors.firebaseUnavailable')} className="ss-auth__alert" />}
      {body}
    </Card>
  );
}
