import { useTranslation } from 'react-i18next';
import { Spinner } from './feedback';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="ss-page-spinner" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="ss-visually-hidden">{t('loading')}</span>
    </div>
  );
}
