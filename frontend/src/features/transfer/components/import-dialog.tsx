import { UploadOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';

const ImportDialogContent = lazyWithAntd(() => import('./import-dialog-content'));

/**
 * Profile (or an organisation's settings, `organisation`): the "Import" button; the dialog (antd's Upload and Modal) loads
 * when first opened, out of the Profile's first load.
 */
export function ImportDialog({ organisation }: { organisation?: string }) {
  const { t } = useTranslation('transfer');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="import-open"
      >
        {t('import.button')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ImportDialogContent open={open} onClose={() => setOpen(false)} organisation={organisation} />
        </Suspense>
      )}
    </>
  );
}
