import { useTranslation } from 'react-i18next';
import { CustomTechnologiesPanel } from '@/features/technologies/components/custom-technologies-panel';

/** Custom technologies: list, create, edit, delete and request official status. */
export default function CustomTechnologiesRoute() {
  const { t } = useTranslation('technologies');
  return (
    <div className="ss-page ss-page--medium ss-stack" data-testid="custom-technologies-page">
      <p className="ss-lead">{t('page.lead')}</p>
      <CustomTechnologiesPanel />
    </div>
  );
}
