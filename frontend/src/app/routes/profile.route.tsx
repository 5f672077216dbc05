import { CodeOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';
import { useAuthStore } from '@/stores/auth.store';

export default function ProfileRoute() {
  const { t } = useTranslation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <div className="ss-page ss-page--narrow">
      <ComingSoon
        icon={<CodeOutlined />}
        lead={t('profile.lead')}
        features={[t('profile.features.groups'), t('profile.features.versions'), t('profile.features.visibility')]}
        extra={!isAuthenticated && <Alert type="info" showIcon title={t('profile.signInHint')} className="ss-coming-soon__alert" />}
      />
    </div>
  );
}
