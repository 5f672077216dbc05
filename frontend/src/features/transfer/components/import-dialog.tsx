import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { useLazyDialog } from '@/components/ui/lazy-dialog';

const ImportDialogContent = lazyWithAntd(() => import('./import-dialog-content'));

/**
 * Profile (or an organisation's settings, `organisation`): the "Import" button; the dialog (antd's Upload and Modal) loads
 * when first opened, out of the Profile's first load.
 */
export function ImportDialog({ organisation }: { organisation?: string }) {
  const { t } = useTranslation('transfer');
  const { show, rendered } = useLazyDialog((state) => <ImportDialogContent {...state} organisation={organisation} />);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={show} data-testid="import-open">
        {t('import.button')}
      </Button>
      {rendered}
    </>
  );
}
