import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/components/ui/coming-soon';

export default function LinkRegisterRoute() {
  const { t } = useTranslation();
  return (
    <div className="ss-page ss-page--narrow">
      <ComingSoon icon={<MailOutlined />} lead={t('linkRegister.lead')} features={[t('linkRegister.hint')]} />
    </div>
  );
}
