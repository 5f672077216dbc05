import { MailOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { AuthSubmitButton } from './auth-submit-button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { emailRules } from '@/lib/account-validation';
import type { Identity } from '@/lib/session';

type Kind = 'forgot' | 'link';

interface EmailRequestFormProps {
  kind: Kind;
  identity: Identity | null;
  initialEmail?: string;
}

/**
 * The two "email me something" views: a password reset ("Check your email") and an email-link
 * sign-in (the email is kept under `emailForSignIn` for when the link comes back to /link-register).
 * Failures show the generic error toast (docs/specification.md, section 8).
 */
export function EmailRequestForm({ kind, identity, initialEmail }: EmailRequestFormProps) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const copy = kind === 'forgot' ? 'forgot' : 'emailLink';

  const onFinish = async ({ email: typed }: { email: string }) => {
    if (!identity) return;
    const email = typed.trim();
    setSubmitting(true);
    try {
      if (kind === 'forgot') {
        await identity.sendPasswordReset(email);
        toast.success(t('messages:success.passwordResetSent'));
      } else {
        await identity.sendSignInLink(email);
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
      <Form.Item label={t('fields.email')} name="email" rules={emailRules(t)}>
        <Input size="large" type="email" prefix={<MailOutlined />} placeholder={t('fields.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <AuthSubmitButton
        submitting={submitting}
        disabled={!identity}
        icon={<SendOutlined />}
        testId={kind === 'forgot' ? 'auth-forgot-submit' : 'auth-link-submit'}
      >
        {t(`${copy}.submit`)}
      </AuthSubmitButton>
    </Form>
  );
}
