import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page whose data could not be loaded: the generic error and a retry button. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
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
