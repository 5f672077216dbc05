import { DownloadOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { handleApiError } from '@/lib/handle-api-error';
import { downloadExport } from '../api/export';

const FORMATS: ExportFormat[] = ['snipstack', 'vscode', 'files'];

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Profile: downloads the member's groups (those of the technology filtered on, when one is) in one of the export formats;
 * with `organisation` (its settings, for its admins), the organisation's groups.
 */
export function ExportMenu({ organisation }: { organisation?: string }) {
  const { t } = useTranslation('transfer');
  const [searchParams] = useSearchParams();
  const technologyId = searchParams.get('tech');
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadExport(format, technologyId, organisation);
      save(blob, fileName);
    } catch (error) {
      handleApiError(error, t('export.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <MenuButton
      items={[
        {
          type: 'group',
          key: 'scope',
          label: organisation ? t('teams:transfer.exportScope') : technologyId ? t('export.scopeTechnology') : t('export.scopeAll'),
        },
        ...FORMATS.map((format) => ({ key: format, label: t(`export.formats.${format}`), 'data-testid': `export-${format}` })),
      ]}
      onSelect={(key) => void run(key as ExportFormat)}
      trigger={(props) => (
        <Button {...props} icon={<DownloadOutlined />} loading={busy} data-testid="export-menu">
          {t('export.button')}
        </Button>
      )}
    />
  );
}
