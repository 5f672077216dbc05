import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

export default function CustomTechnologiesRoute() {
  const { t } = useTranslation();
  return (
    <div className="ss-page ss-page--narrow">
      <ComingSoon
        icon={<ExperimentOutlined />}
        lead={t('customTechnologies.lead')}
        features={[
          t('customTechnologies.features.create'),
          t('customTechnologies.features.edit'),
          t('customTechnologies.features.request'),
        ]}
      />
    </div>
  );
}
