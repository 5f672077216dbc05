import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { AuthSubmitButton } from './auth-submit-button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import type { Identity } from '@/lib/session';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { signInErrorKey } from '../lib/auth-errors';

interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  identity: Identity | null;
  initialEmail?: string;
  onForgotPassword: (email: string) => void;
}

/** Email + password sign-in. A login with an unverified email is refused ("email not validated!") and stores no token. */
export function SignInForm({ identity, initialEmail, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [form] = Form.useForm<SignInValues>();
  const [submitting, setSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const unverified = useRef<SignInValues | null>(null);

  const onFinish = async (values: SignInValues) => {
    if (!identity) return;
    const email = values.email.trim();
    setSubmitting(true);
    setUnverifiedEmail(null);
    try {
      const token = await identity.signInWithPassword(email, values.password);
      if (!token) {
        unverified.current = { email, password: values.password };
        setUnverifiedEmail(email);
        toast.error(t('messages:errors.emailNotValidated'));
        return;
      }
      await finishSignIn(token);
    } catch (error) {
      toast.error(t(signInErrorKey(error)));
    } finally {
      setSubmitting(false);
    }
  };

  const resendVerification = async () => {
    if (!identity || !unverified.current) return;
    setResending(true);
    try {
      await identity.sendVerificationEmail(unverified.current.email, unverified.current.password);
      toast.success(t('messages:success.verificationSent'));
    } catch {
      toast.error(t('messages:errors.generic'));
    } finally {
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
        <Input
          size="large"
          type="email"
          prefix={<MailOutlined />}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete={identity?.provider === 'builtin' ? 'email webauthn' : 'email'}
        />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={[{ required: true, message: t('messages:errors.allFieldsRequired') }]}>
        <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <div className="ss-auth__row">
        <Button type="link" className="ss-auth__forgot" onClick={() => onForgotPassword(form.getFieldValue('email') as string)}>
          {t('signIn.forgotPassword')}
        </Button>
      </div>
      <AuthSubmitButton submitting={submitting} disabled={!identity} testId="auth-signin-submit">
        {t('signIn.submit')}
      </AuthSubmitButton>
    </Form>
  );
}
