import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { AuthSubmitButton } from './auth-submit-button';
import { NewPasswordFields } from './new-password-fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkEmail, checkUsername } from '@/lib/account-validation';
import type { Identity } from '@/lib/session';
import { useRegister } from '../api/register';

interface RegisterValues {
  email: string;
  username: string;
  password: string;
  repeatPassword: string;
}

/**
 * Register (docs/specification.md, section 4): POST auth/register and the verification email, with one
 * progress state (the button says "Creating new user...") and one result: the log-in tab with "User
 * created. Redirecting..." then the log-in tab saying where the verification link went (`onRegistered`),
 * or the error's toast. Built-in accounts: the server emails the link itself.
 */
export function RegisterForm({
  identity,
  onRegistered,
}: {
  identity: Identity | null;
  onRegistered: (result: { email: string; verificationSent: boolean }) => void;
}) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const register = useRegister();
  const required = { required: true, whitespace: true, message: t('messages:errors.allFieldsRequired') };
  const rule = (check: (value: string) => string | null) => ({
    validator: (_: unknown, value: string | undefined) => {
      if (!value) return Promise.resolve(); // the `required` rule speaks for empty fields
      const key = check(value);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  });

  const onFinish = async (values: RegisterValues) => {
    if (!identity) return;
    const email = values.email.trim();
    setSubmitting(true);
    const registered = await register.run({
      email,
      username: values.username.trim(),
      password: values.password,
      repeatPassword: values.repeatPassword,
    });
    if (!registered.ok) {
      setSubmitting(false);
      return;
    }
    let verificationSent = true;
    // Built-in accounts: the server emailed the link with the account.
    if (!identity.verifiesOnRegister) {
      try {
        await identity.sendVerificationEmail(email, values.password);
      } catch {
        verificationSent = false;
      }
    }
    setSubmitting(false);
    form.resetFields();
    toast.success(t('messages:success.userCreatedRedirecting'));
    onRegistered({ email, verificationSent });
  };

  return (
    <Form
      name="register"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      data-testid="auth-register-form"
    >
      <Form.Item label={t('fields.email')} name="email" rules={[required, rule(checkEmail)]}>
        <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('fields.username')} name="username" rules={[required, rule(checkUsername)]} extra={t('register.usernameHint')}>
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('fields.usernamePlaceholder')}
          autoComplete="username"
          maxLength={30}
        />
      </Form.Item>
      <NewPasswordFields required={required} />
      <AuthSubmitButton submitting={submitting} disabled={!identity} testId="auth-register-submit">
        {submitting ? t('messages:success.creatingUser') : t('register.submit')}
      </AuthSubmitButton>
    </Form>
  );
}
