import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { LazyDialogIconButton } from '@/components/ui/lazy-dialog';

const ShareLinksDialog = lazyWithAntd(() => import('./share-links-dialog'));

/** Profile: opens a group's share links (the dialog and antd load when first opened, out of the Profile's first load). */
export function ShareLinksButton({ groupId, groupLabel }: { groupId: string; groupLabel: string }) {
  const { t } = useTranslation('share-links');
  return (
    <LazyDialogIconButton
      label={t('open')}
      icon={<ShareAltOutlined />}
      testId="share-links-open"
      dialog={(state) => <ShareLinksDialog groupId={groupId} groupLabel={groupLabel} {...state} />}
    />
  );
}
