import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

export default function AdminRoute() {
  const { t } = useTranslation();
  return (
    <div className="ss-page ss-page--narrow">
      <ComingSoon
        icon={<SafetyCertificateOutlined />}
        lead={t('admin.lead')}
        features={[t('admin.features.reports'), t('admin.features.requests'), t('admin.features.roles')]}
      />
    </div>
  );
}
