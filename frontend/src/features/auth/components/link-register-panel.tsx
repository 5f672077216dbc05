import { CloseCircleOutlined, LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { emailRules } from '@/lib/account-validation';
import { paths } from '@/lib/paths';
import { type Identity, readEmailForSignIn, useIdentity } from '@/lib/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import '../auth.css';

type Phase = 'checking' | 'needEmail' | 'signingIn' | 'invalid';

/**
 * Where an emailed sign-in link lands. With the email kept on this device (`emailForSignIn`) the
 * member is signed in right away; opened elsewhere, Firebase's link needs the email first (the
 * built-in accounts' link carries it on the server). The link also proves ownership of an email
 * already in use (the account is linked) and registers a new address.
 */
export function LinkRegisterPanel() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const { identity, failed } = useIdentity();
  const [href] = useState(() => window.location.href);
  const [storedEmail] = useState(readEmailForSignIn);
  const [attempt, setAttempt] = useState<'none' | 'running' | 'failed'>('none');
  const started = useRef(false);

  const isLink = identity ? identity.isSignInLink(href) : null;
  let phase: Phase;
  if (failed || isLink === false || attempt === 'failed') phase = 'invalid';
  else if (isLink === null) phase = 'checking';
  else if (attempt === 'running' || storedEmail || identity?.signInLinkNeedsEmail === false) phase = 'signingIn';
  else phase = 'needEmail';

  const complete = useCallback(
    async (loaded: Identity, email: string) => {
      try {
        await finishSignIn(await loaded.signInWithLink(email, href));
      } catch {
        toast.error(t('messages:errors.generic'));
        setAttempt('failed');
      }
    },
    [finishSignIn, href, t, toast],
  );

  // With the address kept on this device (or not needed: built-in accounts), the link signs in as soon as the
  // identity has loaded.
  const linkEmail = storedEmail ?? (identity?.signInLinkNeedsEmail === false ? '' : null);
  useEffect(() => {
    if (!identity || linkEmail === null || started.current || !identity.isSignInLink(href)) return;
    started.current = true;
    void complete(identity, linkEmail);
  }, [complete, href, identity, linkEmail]);

  const submitEmail = (email: string) => {
    if (!identity) return;
    setAttempt('running');
    void complete(identity, email);
  };

  if (phase === 'checking' || phase === 'signingIn') {
    return (
      <Card className="ss-auth ss-link-register" data-testid="link-register" data-phase={phase}>
        <Spin indicator={<LoadingOutlined spin />} size="large" />
        <p className="ss-muted ss-link-register__text" role="status">
          {t('linkRegister.checking')}
        </p>
      </Card>
    );
  }

  if (phase === 'invalid') {
    return (
      <Card className="ss-auth" data-testid="link-register" data-phase={phase}>
        <Result
          status="warning"
          icon={<CloseCircleOutlined />}
          title={t('linkRegister.invalidTitle')}
          subTitle={t('linkRegister.invalidLead')}
          extra={
            <Button type="primary" size="large" onClick={() => navigate(`${paths.login}?view=link`)}>
              {t('linkRegister.toLogin')}
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <Card className="ss-auth ss-link-register" data-testid="link-register" data-phase={phase}>
      <MailOutlined className="ss-link-register__icon" aria-hidden="true" />
      <h2 className="ss-auth__title">{t('linkRegister.needEmailTitle')}</h2>
      <p className="ss-muted ss-auth__lead">{t('linkRegister.needEmailLead')}</p>
      <Form
        name="link-register"
        layout="vertical"
        requiredMark={false}
        onFinish={({ email }: { email: string }) => submitEmail(email)}
        data-testid="link-register-form"
      >
        <Form.Item label={t('fields.email')} name="email" rules={emailRules(t)}>
          <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
        </Form.Item>
        <Button type="primary" size="large" block htmlType="submit">
          {t('linkRegister.submit')}
        </Button>
      </Form>
    </Card>
  );
}
