import { ShareAltOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const ShareLinksDialog = lazyWithAntd(() => import('./share-links-dialog'));

/** Profile: opens a group's share links (the dialog and antd load when first opened, out of the Profile's first load). */
export function ShareLinksButton({ groupId, groupLabel }: { groupId: string; groupLabel: string }) {
  const { t } = useTranslation('share-links');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={t('open')}>
        <Button
          type="text"
          icon={<ShareAltOutlined />}
          aria-label={t('open')}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          data-testid="share-links-open"
        />
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <ShareLinksDialog groupId={groupId} groupLabel={groupLabel} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
