import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Shown when a route fails to render or its chunk fails to load (e.g. after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="ss-fullpage-center" data-testid="route-error">
      <Result
        status="error"
        title={t('errorBoundary.title')}
        subTitle={t('errorBoundary.subtitle')}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            {t('errorBoundary.reload')}
          </Button>
        }
      />
    </div>
  );
}
