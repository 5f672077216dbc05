import { KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { handleApiError } from '@/lib/handle-api-error';
import { isApiError } from '@/lib/api-fetch';
import { cancelPasskeyRequest, passkeyProblemOf, supportsPasskeyAutofill, supportsPasskeys, toastPasskeyProblem } from '@/lib/webauthn';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

/**
 * "Sign in with a passkey" on the log-in screen (built-in accounts): the browser offers the member's
 * passkeys for this site (no email asked first), and the session starts as after a password.
 */
export function PasskeySignIn() {
  const { t } = useTranslation('passkeys');
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const [busy, setBusy] = useState(false);

  const report = useCallback(
    (error: unknown) => {
      if (toastPasskeyProblem(error, toast, t)) return;
      // A refused passkey (401) is this screen's answer, not an ended session.
      if (isApiError(error) && error.status === 401) toast.error(error.message);
      else handleApiError(error, t('messages:errors.generic'));
    },
    [t, toast],
  );

  // The member's passkeys are offered in the email field's autofill too, where the browser can (conditional UI).
  useEffect(() => {
    let mounted = true;
    let started = false;
    void supportsPasskeyAutofill().then(async (available) => {
      if (!available || !mounted) return;
      started = true;
      try {
        const token = await signInWithPasskey(true);
        if (mounted) await finishSignIn(token);
      } catch (error) {
        // Aborted: the button started its own request, or the screen went away.
        if (mounted && passkeyProblemOf(error) !== 'cancelled') report(error);
      }
    });
    return () => {
      mounted = false;
      if (started) void cancelPasskeyRequest();
    };
  }, [finishSignIn, report]);

  if (!supportsPasskeys()) return null;

  const onClick = async () => {
    setBusy(true);
    try {
      await finishSignIn(await signInWithPasskey());
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      block
      size="large"
      icon={<KeyOutlined />}
      loading={busy}
      onClick={() => void onClick()}
      className="ss-auth__passkey"
      data-testid="passkey-sign-in"
    >
      {t('signIn')}
    </Button>
  );
}
