import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import { loginWithSocials, type SocialProfileDto } from '@api';
import { Button } from 'antd';
import type { UserCredential } from 'firebase/auth';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast';
import { isApiError } from '@/lib/api-fetch';
import { clearStoredToken, storeToken } from '@/lib/auth-token';
import type { FirebaseHandles } from '../hooks/use-firebase';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { popupErrorKey } from '../lib/auth-errors';
import { createPopupGuard, isSilentPopupError } from '../lib/popup-guard';

type Provider = 'google' | 'github';

/** The profile the seed sends to `auth/login-with-socials`, read from the Firebase result. */
export function socialProfileOf(credential: Pick<UserCredential, 'user'>): SocialProfileDto {
  const { user } = credential;
  const idOf = (providerId: string) => user.providerData.find((info) => info.providerId === providerId)?.uid ?? null;
  return {
    githubId: idOf('github.com'),
    googleId: idOf('google.com'),
    email: user.email,
    emailVerified: user.emailVerified,
    photoURL: user.photoURL,
    displayName: user.displayName,
  } as unknown as SocialProfileDto; // the generated type reads the nullable fields as objects (see report)
}

/** "Continue with Google" / "Continue with GitHub": one popup at a time, a newer one replaces the older. */
export function SocialSignIn({ firebase }: { firebase: FirebaseHandles | null }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const finishSignIn = useFinishSignIn();
  const guard = useRef(createPopupGuard());
  const [active, setActive] = useState<Provider | null>(null);

  const start = async (provider: Provider) => {
    if (!firebase) return;
    const { auth, sdk } = firebase;
    setActive(provider);
    const authProvider = provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider();
    if (provider === 'github') authProvider.addScope('user:email');
    let credential: UserCredential;
    try {
      credential = await guard.current.run(() => sdk.signInWithPopup(auth, authProvider));
    } catch (error) {
      if (!guard.current.pending) setActive(null);
      if (!isSilentPopupError(error)) toast.error(t(popupErrorKey(error)));
      return;
    }
    try {
      const token = await credential.user.getIdToken();
      storeToken(token); // the server reads the Bearer token of this very call
      await loginWithSocials(socialProfileOf(credential));
      await finishSignIn(token);
    } catch (error) {
      clearStoredToken();
      await sdk.signOut(auth).catch(() => undefined);
      toast.error(isApiError(error) ? error.message : t('messages:errors.generic'));
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
        disabled={!firebase}
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
        disabled={!firebase}
        onClick={() => void start('github')}
        data-testid="auth-github"
      >
        {t('github')}
      </Button>
    </div>
  );
}
