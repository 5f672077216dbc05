import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Alert } from './feedback';

/** A page whose data could not be loaded: the generic error and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      data-testid="load-error"
      title={t('messages:errors.generic')}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
