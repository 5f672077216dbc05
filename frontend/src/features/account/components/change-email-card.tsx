import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { emailRules } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { handleApiError } from '@/lib/handle-api-error';
import { identityErrorCode, isEmailChangeConfirmed, isSessionEndedError, sendEmailChangeLink, useSession } from '@/lib/session';
import { useChangeEmail, useReloadCurrentUser } from '../api/account';

/**
 * Change email: the server checks the address is free (PATCH users/change-email), then Firebase
 * emails a confirmation link to it (verifyBeforeUpdateEmail). The change takes effect once the
 * link is opened; our database follows with the next token that carries the new address.
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [form] = Form.useForm<{ email: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const refresh = useReloadCurrentUser();
  const changeEmail = useChangeEmail();
  const { signOut } = useSession();

  /** Once the link is opened, a fresh token carries the new address and our database follows it. */
  const checkConfirmed = useCallback(
    async (manual: boolean) => {
      if (!pending) return;
      setChecking(true);
      try {
        if (!(await isEmailChangeConfirmed(pending))) {
          if (manual) toast.warning(t('email.notYet', { email: pending }));
          return;
        }
        await refresh();
        setPending(null);
        toast.success(t('email.confirmed', { email: pending }));
      } catch (error) {
        if (isSessionEndedError(error)) {
          toast.warning(t('email.confirmedSignInAgain', { email: pending }));
          await signOut();
        } else if (manual) toast.error(t('messages:errors.generic'));
      } finally {
        setChecking(false);
      }
    },
    [pending, refresh, signOut, t, toast],
  );

  // Coming back from the mailbox tab: check whether the link was opened.
  useEffect(() => {
    if (!pending) return;
    const onFocus = () => void checkConfirmed(false);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [checkConfirmed, pending]);

  const onFinish = async ({ email: typed }: { email: string }) => {
    const email = typed.trim();
    setSubmitting(true);
    const answer = await changeEmail.run({ email });
    if (!answer.ok) {
      setSubmitting(false);
      return;
    }
    try {
      const newEmail = answer.data.email;
      await sendEmailChangeLink(newEmail);
      toast.success(t('messages:success.emailChanged'));
      setPending(newEmail);
      form.resetFields();
    } catch (error) {
      const code = identityErrorCode(error);
      if (isApiError(error)) handleApiError(error, t('messages:errors.generic'));
      else if (code === 'auth/requires-recent-login' || code === 'auth/user-token-expired') toast.error(t('email.signInAgain'));
      else if (code === 'auth/email-already-in-use') toast.error(t('messages:errors.emailInUse'));
      else toast.error(t('messages:errors.generic'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('email.title')} className="ss-account-form" data-testid="change-email-card">
      <p className="ss-muted ss-account-form__lead">{t('email.lead', { email: currentEmail })}</p>
      {pending && (
        <Alert
          type="info"
          showIcon
          className="ss-account-form__alert"
          title={t('email.pendingTitle')}
          description={t('email.pendingText', { email: pending, current: currentEmail })}
          action={
            <Button size="small" loading={checking} onClick={() => void checkConfirmed(true)} data-testid="change-email-check">
              {t('email.check')}
            </Button>
          }
          data-testid="change-email-pending"
        />
      )}
      <Form name="change-email" form={form} layout="vertical" requiredMark={false} onFinish={(values) => void onFinish(values)}>
        <Form.Item label={t('email.newEmail')} name="email" rules={emailRules(t)}>
          <Input type="email" prefix={<MailOutlined />} placeholder={t('email.placeholder')} autoComplete="email" maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-email-submit">
          {t('email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
