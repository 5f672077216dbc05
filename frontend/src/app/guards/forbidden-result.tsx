import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** "Not allowed", with the reason (an i18n key) and a way back: loaded only when shown (antd's Result is heavy). */
export default function ForbiddenResult({ reason }: { reason: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="ss-page ss-page--narrow">
      <Result
        status="403"
        title={t('forbidden.title')}
        subTitle={t(reason)}
        extra={
          <Button type="primary" onClick={() => navigate(paths.index)}>
            {t('forbidden.back')}
          </Button>
        }
        data-testid="forbidden"
      />
    </div>
  );
}
