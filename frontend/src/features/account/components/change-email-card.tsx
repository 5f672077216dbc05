import { MailOutlined } from '@ant-design/icons';
import { changeEmail } from '@api';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { checkEmail } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { readStoredToken, storeToken } from '@/lib/auth-token';
import { useLogout } from '@/hooks/use-logout';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

function firebaseCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : undefined;
}

/** Firebase codes of a session that ended (an email change can end it): sign in again. */
const SESSION_ENDED = new Set(['auth/user-token-expired', 'auth/invalid-user-token', 'auth/requires-recent-login', 'auth/user-not-found']);

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
  const refresh = useRefreshCurrentUser();
  const logout = useLogout();

  /** Once the link is opened, a fresh token carries the new address and our database follows it. */
  const checkConfirmed = useCallback(
    async (manual: boolean) => {
      if (!pending) return;
      setChecking(true);
      try {
        const { getFirebaseAuth } = await import('@/lib/firebase');
        const user = (await getFirebaseAuth()).currentUser;
        if (!user) throw Object.assign(new Error('signed out'), { code: 'auth/user-token-expired' });
        await user.reload();
        if (user.email?.toLowerCase() !== pending) {
          if (manual) toast.warning(t('email.notYet', { email: pending }));
          return;
        }
        const token = await user.getIdToken(true);
        if (readStoredToken()) storeToken(token);
        await refresh();
        setPending(null);
        toast.success(t('email.confirmed', { email: pending }));
      } catch (error) {
        if (SESSION_ENDED.has(firebaseCode(error) ?? '')) {
          toast.warning(t('email.confirmedSignInAgain', { email: pending }));
          await logout();
        } else if (manual) toast.error(t('messages:errors.generic'));
      } finally {
        setChecking(false);
      }
    },
    [logout, pending, refresh, t, toast],
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
    try {
      const answer = await changeEmail({ email });
      const newEmail = answer.status === 200 ? answer.data.email : email;
      const { getFirebaseAuth, loadAuthSdk, waitForFirebaseUser } = await import('@/lib/firebase');
      const [auth, sdk] = await Promise.all([getFirebaseAuth(), loadAuthSdk()]);
      const user = await waitForFirebaseUser(auth);
      if (!user) {
        toast.error(t('email.signInAgain'));
        return;
      }
      await sdk.verifyBeforeUpdateEmail(user, newEmail, { url: `${window.location.origin}/config` });
      toast.success(t('messages:success.emailChanged'));
      setPending(newEmail);
      form.resetFields();
    } catch (error) {
      const code = firebaseCode(error);
      if (isApiError(error)) toast.error(error.message);
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
        <Form.Item
          label={t('email.newEmail')}
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
          <Input type="email" prefix={<MailOutlined />} placeholder={t('email.placeholder')} autoComplete="email" maxLength={254} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-email-submit">
          {t('email.submit')}
        </Button>
      </Form>
    </Card>
  );
}
