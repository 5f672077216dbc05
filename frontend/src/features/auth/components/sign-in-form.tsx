import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import type { FirebaseHandles } from '../hooks/use-firebase';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { signInErrorKey } from '../lib/auth-errors';

interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  firebase: FirebaseHandles | null;
  initialEmail?: string;
  onForgotPassword: (email: string) => void;
}

/** Email + password sign-in. Seed: a login with an unverified email is refused ("email not validated!") and stores no token. */
export function SignInForm({ firebase, initialEmail, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [form] = Form.useForm<SignInValues>();
  const [submitting, setSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const unverified = useRef<SignInValues | null>(null);

  const onFinish = async (values: SignInValues) => {
    if (!firebase) return;
    const { auth, sdk } = firebase;
    const email = values.email.trim();
    setSubmitting(true);
    setUnverifiedEmail(null);
    try {
      const credential = await sdk.signInWithEmailAndPassword(auth, email, values.password);
      if (!credential.user.emailVerified) {
        await sdk.signOut(auth);
        unverified.current = { email, password: values.password };
        setUnverifiedEmail(email);
        toast.error(t('messages:errors.emailNotValidated'));
        return;
      }
      await finishSignIn(await credential.user.getIdToken());
    } catch (error) {
      toast.error(t(signInErrorKey(error)));
    } finally {
      setSubmitting(false);
    }
  };

  const resendVerification = async () => {
    if (!firebase || !unverified.current) return;
    const { auth, sdk } = firebase;
    setResending(true);
    try {
      const { user } = await sdk.signInWithEmailAndPassword(auth, unverified.current.email, unverified.current.password);
      await sdk.sendEmailVerification(user, { url: `${window.location.origin}/login` });
      toast.success(t('messages:success.verificationSent'));
    } catch {
      toast.error(t('messages:errors.generic'));
    } finally {
      await sdk.signOut(auth).catch(() => undefined);
      setResending(false);
    }
  };

  return (
    <Form
      name="signin"
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '', password: '' }}
      onFinish={(values) => void onFinish(values)}
      data-testid="auth-signin-form"
    >
      {unverifiedEmail && (
        <Alert
          type="warning"
          showIcon
          className="ss-auth__alert"
          title={t('signIn.unverifiedTitle')}
          description={t('signIn.unverifiedText', { email: unverifiedEmail })}
          action={
            <Button size="small" loading={resending} onClick={() => void resendVerification()}>
              {t('signIn.resend')}
            </Button>
          }
          data-testid="auth-unverified"
        />
      )}
      <Form.Item
        label={t('fields.email')}
        name="email"
        rules={[{ required: true, whitespace: true, message: t('messages:errors.allFieldsRequired') }]}
      >
        <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={[{ required: true, message: t('messages:errors.allFieldsRequired') }]}>
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <div className="ss-auth__row">
        <Button type="link" className="ss-auth__forgot" onClick={() => onForgotPassword(form.getFieldValue('email') as string)}>
          {t('signIn.forgotPassword')}
        </Button>
      </div>
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={submitting}
        disabled={!firebase}
        data-testid="auth-signin-submit"
      >
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
