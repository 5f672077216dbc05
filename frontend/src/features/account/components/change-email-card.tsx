import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { emailRules } from '@/lib/account-validation';
import { isApiError } from '@/lib/api-fetch';
import { handleApiError } from '@/lib/handle-api-error';
import {
  identityErrorCode,
  isEmailChangeConfirmed,
  isSessionEndedError,
  type PendingEmailChange,
  readPendingEmailChange,
  rememberPendingEmailChange,
  sendEmailChangeLink,
  useSession,
} from '@/lib/session';
import { useChangeEmail, useReloadCurrentUser } from '../api/account';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type CheckOutcome = 'notYet' | 'confirmed' | 'sessionEnded' | 'failed';

/**
 * Change email: the server checks the address is free (PATCH users/change-email), then Firebase
 * emails a confirmation link to it (verifyBeforeUpdateEmail): "confirm your new address". The change
 * takes effect once the link is opened; then a fresh token carries the new address, our database
 * follows it, the account shows it and "Email changed" is said. The pending change survives a reload.
 */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const [form] = Form.useForm<{ email: string }>();
  const [submitting, setSubmitting] = useState(false);
  // The change requested on this device (kept across reloads): pending while the account still has
  // its old address; done once the account shows the new one.
  const [change, setChangeState] = useState<PendingEmailChange | null>(readPendingEmailChange);
  const pending = change && sameEmail(change.from, currentEmail) ? change.to : null;
  const done = !!change && sameEmail(change.to, currentEmail);
  const [checking, setChecking] = useState(false);
  const setChange = useCallback((next: PendingEmailChange | null) => {
    rememberPendingEmailChange(next);
    setChangeState(next);
  }, []);
  const refresh = useReloadCurrentUser();
  const changeEmail = useChangeEmail();
  const { signOut } = useSession();

  /**
   * Once the link is opened, a fresh token carries the new address and our database follows it. One
   * check at a time: a click on "I opened the link" while the automatic check (on open, on focus) is
   * still running joins it and reports its outcome, rather than being lost.
   */
  const running = useRef<Promise<CheckOutcome> | null>(null);
  const runCheck = useCallback(
    (email: string): Promise<CheckOutcome> =>
      (running.current ??= (async (): Promise<CheckOutcome> => {
        try {
          if (!(await isEmailChangeConfirmed(email))) return 'notYet';
          // The account now shows the new address: the effect below says "Email changed".
          await refresh();
          return 'confirmed';
        } catch (error) {
          if (!isSessionEndedError(error)) return 'failed';
          setChange(null);
          toast.warning(t('email.confirmedSignInAgain', { email }));
          await signOut();
          return 'sessionEnded';
        } finally {
          running.current = null;
        }
      })()),
    [refresh, setChange, signOut, t, toast],
  );
  const checkConfirmed = useCallback(
    async (manual: boolean) => {
      if (!pending) return;
      if (manual) setChecking(true);
      try {
        const outcome = await runCheck(pending);
        if (manual && outcome === 'notYet') toast.warning(t('email.notYet', { email: pending }));
        else if (manual && outcome === 'failed') toast.error(t('messages:errors.generic'));
      } finally {
        if (manual) setChecking(false);
      }
    },
    [pending, runCheck, t, toast],
  );

  // The account shows the new address (confirmed here, or picked up with a fresh token): say so, once.
  // (The stored change, cleared here, makes it once even when the effect runs twice.)
  useEffect(() => {
    if (!done || !readPendingEmailChange()) return;
    rememberPendingEmailChange(null);
    toast.success(t('messages:success.emailChanged'));
  }, [done, t, toast]);

  // A change requested before (this page was reloaded, or opened by the link): check it once at once.
  const checkedOnOpen = useRef(false);
  useEffect(() => {
    if (checkedOnOpen.current || !pending) return;
    checkedOnOpen.current = true;
    void checkConfirmed(false);
  }, [checkConfirmed, pending]);

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
      toast.success(t('email.requested', { email: newEmail }));
      checkedOnOpen.current = true;
      setChange({ from: currentEmail, to: newEmail });
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
          className="ss-account-form__alert ss-account-email-pending"
          title={t('email.pendingTitle')}
          description={
            <>
              <p>{t('email.pendingText', { email: pending, current: currentEmail })}</p>
              <Button size="small" loading={checking} onClick={() => void checkConfirmed(true)} data-testid="change-email-check">
                {t('email.check')}
              </Button>
            </>
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
