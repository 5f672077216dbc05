import { FolderAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { LazyDialogIconButton } from '@/components/ui/lazy-dialog';
import { useSession } from '@/lib/session';

const AddToCollectionDialog = lazyWithAntd(() => import('./add-to-collection-dialog'));

/** "Add to collection" on a group's card, for members (the dialog and antd load when first opened). */
export function AddToCollectionButton({ groupId }: { groupId: string }) {
  const { t } = useTranslation('organise');
  const { isAuthenticated } = useSession();
  if (!isAuthenticated) return null;
  return (
    <LazyDialogIconButton
      label={t('collections.add')}
      icon={<FolderAddOutlined />}
      testId="add-to-collection"
      dialog={(state) => <AddToCollectionDialog groupId={groupId} {...state} />}
    />
  );
}
