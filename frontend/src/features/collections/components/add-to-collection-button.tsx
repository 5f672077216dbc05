import { FolderAddOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useSession } from '@/lib/session';

const AddToCollectionDialog = lazyWithAntd(() => import('./add-to-collection-dialog'));

/** "Add to collection" on a group's card, for members (the dialog and antd load when first opened). */
export function AddToCollectionButton({ groupId }: { groupId: string }) {
  const { t } = useTranslation('organise');
  const { isAuthenticated } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!isAuthenticated) return null;
  return (
    <>
      <Tooltip title={t('collections.add')}>
        <Button
          type="text"
          icon={<FolderAddOutlined />}
          aria-label={t('collections.add')}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          data-testid="add-to-collection"
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <AddToCollectionDialog groupId={groupId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
