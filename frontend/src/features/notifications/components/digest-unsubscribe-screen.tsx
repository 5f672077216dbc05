import { Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessageOf, isApiError } from '@/lib/api-fetch';
import { paths } from '@/lib/paths';
import { unsubscribeDigest } from '../api/digest';

type Phase = 'asking' | 'sending' | 'done' | 'invalid';

/**
 * The unsubscribe link of a digest email (/unsubscribe?token=): one button stops the daily digest, signed in or
 * not (a link opened by a mail scanner changes nothing until a person presses it).
 */
export default function DigestUnsubscribeScreen() {
  const { t } = useTranslation('digest');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [phase, setPhase] = useState<Phase>(token ? 'asking' : 'invalid');
  const [message, setMessage] = useState(t('unsubscribe.invalid'));

  const stop = () => {
    setPhase('sending');
    unsubscribeDigest(token)
      .then(() => setPhase('done'))
      .catch((error: unknown) => {
        setMessage(isApiError(error) ? (errorMessageOf(error.data) ?? error.message) : t('messages:errors.generic'));
        setPhase('invalid');
      });
  };

  const toNotifications = (
    <Link to={paths.notifications}>
      <Button>{t('unsubscribe.toNotifications')}</Button>
    </Link>
  );
  return (
    <div className="ss-page ss-page--auth">
      <Card data-testid="digest-unsubscribe" data-phase={phase}>
        {phase === 'done' ? (
          <Result status="success" title={t('unsubscribe.doneTitle')} subTitle={t('unsubscribe.doneLead')} extra={toNotifications} />
        ) : phase === 'invalid' ? (
          <Result status="warning" title={t('unsubscribe.invalidTitle')} subTitle={message} extra={toNotifications} />
        ) : (
          <Result
            status="info"
            title={t('unsubscribe.title')}
            subTitle={t('unsubscribe.lead')}
            extra={
              <Button type="primary" loading={phase === 'sending'} onClick={stop} data-testid="digest-unsubscribe-confirm">
                {t('unsubscribe.confirm')}
              </Button>
            }
          />
        )}
      </Card>
    </div>
  );
}
