import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="ss-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="ss-visually-hidden">{t('loading')}</span>
    </div>
  );
}
