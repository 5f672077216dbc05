import { CloseCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/**
 * Shown when a route fails to render or its chunk fails to load (e.g. after a deployment): so it is in the first
 * load, in our own markup (antd's Result, with its illustrations, is not).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="ss-fullpage-center" data-testid="route-error">
      <div className="ss-result" role="alert">
        <CloseCircleFilled className="ss-result__icon" aria-hidden="true" />
        <h1 className="ss-result__title">{t('errorBoundary.title')}</h1>
        <p className="ss-result__subtitle">{t('errorBoundary.subtitle')}</p>
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </Button>
      </div>
    </div>
  );
}
