import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import type { Identity, SocialProvider, SocialSignIn as SocialCredential } from '@/lib/session';
import { useLoginWithSocials } from '../api/login-with-socials';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { popupErrorKey } from '../lib/auth-errors';
import { createPopupGuard, isSilentPopupError } from '../lib/popup-guard';

/** "Continue with Google" / "Continue with GitHub": one popup at a time, a newer one replaces the older. */
export function SocialSignIn({ identity }: { identity: Identity | null }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const loginWithSocials = useLoginWithSocials();
  const guard = useRef(createPopupGuard());
  const [active, setActive] = useState<SocialProvider | null>(null);

  const start = async (provider: SocialProvider) => {
    if (!identity) return;
    setActive(provider);
    let credential: SocialCredential;
    try {
      credential = await guard.current.run(() => identity.signInWithProvider(provider));
    } catch (error) {
      if (!guard.current.pending) setActive(null);
      if (!isSilentPopupError(error)) toast.error(t(popupErrorKey(error)));
      return;
    }
    try {
      const token = await credential.getToken();
      // The server records the profile of the member this very token proves; the session starts after it.
      if ((await loginWithSocials.run({ profile: credential.profile, token })).ok) await finishSignIn(token);
      else await identity.signOut();
    } catch {
      await identity.signOut();
      toast.error(t('messages:errors.generic'));
    } finally {
      setActive(null);
    }
  };

  return (
    <div className="ss-auth__socials">
      <Button
        block
        size="large"
        icon={<GoogleOutlined />}
        loading={active === 'google'}
        disabled={!identity}
        onClick={() => void start('google')}
        data-testid="auth-google"
      >
        {t('google')}
      </Button>
      <Button
        block
        size="large"
        icon={<GithubOutlined />}
        loading={active === 'github'}
        disabled={!identity}
        onClick={() => void start('github')}
        data-testid="auth-github"
      >
        {t('github')}
      </Button>
    </div>
  );
}
