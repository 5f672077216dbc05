import { GithubOutlined, LoginOutlined } from '@ant-design/icons';
import { Alert, Button, Divider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '@/components/toast';
import type { Identity } from '@/lib/session';
import { oidcStartUrl, useOidcProviders } from '../api/oidc-providers';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';

const ERRORS: Record<string, string> = {
  unverified: 'providers.errors.unverified',
  flow: 'providers.errors.flow',
  provider: 'providers.errors.provider',
};

/**
 * Whether this page load has taken the provider's session already: the button list shows on two tabs, and the
 * refresh cookie must be used once (a second use of the same one ends the session). The provider's return is a
 * full page load, which starts it over.
 */
let providerReturnTaken = false;

/**
 * Built-in accounts: a button per OpenID Connect provider of the site, and the return from one
 * (`?signed-in=provider`: the session cookie is set, the access token is fetched; `?sign-in-error=`).
 */
export function ProviderSignIn({ identity }: { identity: Identity }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [params] = useSearchParams();
  const providers = useOidcProviders(true);
  const finishSignIn = useFinishSignIn();
  const [error] = useState(() => params.get('sign-in-error'));

  useEffect(() => {
    if (providerReturnTaken || params.get('signed-in') !== 'provider') return;
    providerReturnTaken = true;
    void identity.providerSessionToken().then((token) => {
      if (token) return finishSignIn(token);
      toast.error(t('messages:errors.generic'));
    });
  }, [finishSignIn, identity, params, t, toast]);

  return (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          className="ss-auth__alert"
          title={t(ERRORS[error] ?? 'providers.errors.provider')}
          data-testid="provider-error"
        />
      )}
      {providers.length > 0 && (
        <>
          <Divider plain>{t('or')}</Divider>
          <div className="ss-auth__socials">
            {providers.map((provider) => (
              <Button
                key={provider.id}
                block
                size="large"
                icon={provider.type === 'github' ? <GithubOutlined /> : <LoginOutlined />}
                href={oidcStartUrl(provider.id)}
                data-testid={`provider-${provider.id}`}
              >
                {t('providers.continueWith', { label: provider.label })}
              </Button>
            ))}
          </div>
        </>
      )}
    </>
  );
}
