import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="ss-page ss-page--narrow" data-testid="not-found">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.subtitle')}
        extra={
          <Button type="primary" size="large" icon={<HomeOutlined />} onClick={() => navigate('/')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </div>
  );
}
