import { CloseCircleOutlined, LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { checkEmail } from '@/lib/account-validation';
import { clearEmailForSignIn, readEmailForSignIn } from '@/lib/auth-token';
import { paths } from '@/lib/paths';
import { type FirebaseHandles, useFirebase } from '../hooks/use-firebase';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import '../auth.css';

type Phase = 'checking' | 'needEmail' | 'signingIn' | 'invalid';

/**
 * Where an emailed sign-in link lands. With the email kept on this device (`emailForSignIn`) the
 * member is signed in right away; opened elsewhere, the email is asked for first. The link also
 * proves ownership of an email already in use (Firebase links the account).
 */
export function LinkRegisterPanel() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const { firebase, failed } = useFirebase();
  const [phase, setPhase] = useState<Phase>('checking');
  const started = useRef(false);
  const href = useRef(window.location.href);

  const complete = async ({ auth, sdk }: FirebaseHandles, email: string) => {
    setPhase('signingIn');
    try {
      const { user } = await sdk.signInWithEmailLink(auth, email.trim(), href.current);
      clearEmailForSignIn();
      await finishSignIn(await user.getIdToken());
    } catch {
      toast.error(t('messages:errors.generic'));
      setPhase('invalid');
    }
  };

  useEffect(() => {
    if (failed) {
      setPhase('invalid');
      return;
    }
    if (!firebase || started.current) return;
    started.current = true;
    if (!firebase.sdk.isSignInWithEmailLink(firebase.auth, href.current)) {
      setPhase('invalid');
      return;
    }
    const email = readEmailForSignIn();
    if (email) void complete(firebase, email);
    else setPhase('needEmail');
  }, [firebase, failed]);

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
        onFinish={({ email }: { email: string }) => firebase && void complete(firebase, email)}
        data-testid="link-register-form"
      >
        <Form.Item
          label={t('fields.email')}
          name="email"
          rules={[
            { required: true, whitespace: true, message: t('messages:errors.allFieldsRequired') },
            {
              validator: (_: unknown, value: string | undefined) => {
                const key = value ? checkEmail(value) : null;
                return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
              },
            },
          ]}
        >
          <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
        </Form.Item>
        <Button type="primary" size="large" block htmlType="submit">
          {t('linkRegister.submit')}
        </Button>
      </Form>
    </Card>
  );
}
