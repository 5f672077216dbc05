import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkEmail } from '@/lib/account-validation';
import { storeEmailForSignIn } from '@/lib/auth-token';
import type { FirebaseHandles } from '../hooks/use-firebase';

type Kind = 'forgot' | 'link';

interface EmailRequestFormProps {
  kind: Kind;
  firebase: FirebaseHandles | null;
  initialEmail?: string;
}

/**
 * The two "email me something" views: a password reset ("Check your email") and an email-link
 * sign-in (the email is kept under `emailForSignIn` for when the link comes back to /link-register).
 * Failures show the generic error toast (seed).
 */
export function EmailRequestForm({ kind, firebase, initialEmail }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const copy = kind === 'forgot' ? 'forgot' : 'emailLink';

  const onFinish = async ({ email: typed }: { email: string }) => {
    if (!firebase) return;
    const { auth, sdk } = firebase;
    const email = typed.trim();
    setSubmitting(true);
    try {
      if (kind === 'forgot') {
        await sdk.sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/login` });
        toast.success(t('messages:success.passwordResetSent'));
      } else {
        await sdk.sendSignInLinkToEmail(auth, email, { url: `${window.location.origin}/link-register`, handleCodeInApp: true });
        storeEmailForSignIn(email);
        toast.success(t('messages:success.registrationLinkSent'));
      }
      setSentTo(email);
    } catch {
      toast.error(t('messages:errors.generic'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      name={kind}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={(values: { email: string }) => void onFinish(values)}
      data-testid={kind === 'forgot' ? 'auth-forgot-form' : 'auth-link-form'}
    >
      <h2 className="ss-auth__title">{t(`${copy}.title`)}</h2>
      <p className="ss-muted ss-auth__lead">{t(`${copy}.lead`)}</p>
      {sentTo && (
        <Alert
          type="success"
          showIcon
          className="ss-auth__alert"
          title={t('sent.title')}
          description={t(`${copy}.sentText`, { email: sentTo })}
          data-testid="auth-email-sent"
        />
      )}
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
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        icon={<SendOutlined />}
        loading={submitting}
        disabled={!firebase}
        data-testid={kind === 'forgot' ? 'auth-forgot-submit' : 'auth-link-submit'}
      >
        {t(`${copy}.submit`)}
      </Button>
    </Form>
  );
}
