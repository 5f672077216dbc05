import { InboxOutlined } from '@ant-design/icons';
import type { ImportReportDto } from '@api';
import { Alert, Checkbox, Modal, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportGroups, usePreviewImport } from '../api/import';

const STATUS_COLORS = { create: 'green', duplicate: 'default', refused: 'red' } as const;

/**
 * Profile: import groups from a file: choose it, read the preview (created, skipped, refused and why), then import.
 * Loaded with antd when first opened (ImportDialog).
 */
export default function ImportDialogContent({
  open,
  onClose,
  organisation,
}: {
  open: boolean;
  onClose: () => void;
  organisation?: string;
}) {
  const { t } = useTranslation('transfer');
  const [file, setFile] = useState<File | null>(null);
  const [skipDuplicates, setSkipDuplicates] = useState(true);
  const [report, setReport] = useState<ImportReportDto | null>(null);
  const preview = usePreviewImport(organisation);
  const importGroups = useImportGroups(organisation, { success: (_, result) => t('import.done', { count: result.created }) });

  const close = () => {
    onClose();
    setFile(null);
    setReport(null);
  };
  const read = async (chosen: File, skip: boolean) => {
    setFile(chosen);
    setReport(null);
    const outcome = await preview.run({ file: chosen, skipDuplicates: skip });
    if (outcome.ok) setReport(outcome.data);
  };
  const confirm = async () => {
    if (!file) return;
    const outcome = await importGroups.run({ file, skipDuplicates });
    if (outcome.ok) close();
  };

  return (
    <>
      <Modal
        open={open}
        title={t('import.title')}
        onCancel={close}
        okText={t('import.confirm', { count: report?.created ?? 0 })}
        okButtonProps={{ disabled: !report || report.created === 0, loading: importGroups.isPending, 'data-testid': 'import-confirm' }}
        cancelText={t('import.cancel')}
        onOk={() => void confirm()}
        destroyOnHidden
      >
        <div className="ss-stack">
          <p className="ss-muted">{organisation ? t('teams:transfer.importLead') : t('import.lead')}</p>
          <Upload.Dragger
            accept=".json,.code-snippets,.zip"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(chosen) => {
              void read(chosen, skipDuplicates);
              return false;
            }}
            data-testid="import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{file ? file.name : t('import.choose')}</p>
          </Upload.Dragger>
          <Checkbox
            checked={skipDuplicates}
            onChange={(event) => {
              setSkipDuplicates(event.target.checked);
              if (file) void read(file, event.target.checked);
            }}
          >
            {organisation ? t('teams:transfer.skipDuplicates') : t('import.skipDuplicates')}
          </Checkbox>
          {preview.isPending && <Alert type="info" title={t('import.reading')} />}
          {report && (
            <div className="ss-stack" data-testid="import-preview">
              <Alert
                type={report.created ? 'success' : 'warning'}
                title={t('import.summary', {
                  format: t(`import.formats.${report.format}`),
                  created: report.created,
                  duplicates: report.duplicates,
                  refused: report.refused,
                })}
              />
              <ul className="ss-transfer-preview">
                {report.groups.map((group, index) => (
                  <li key={index} data-testid="import-item">
                    <Tag color={STATUS_COLORS[group.status]}>{t(`import.status.${group.status}`)}</Tag>
                    <strong>{group.title}</strong>{' '}
                    <span className="ss-muted">
                      {t('import.itemMeta', { technology: group.technology ?? '?', snippets: group.snippets, count: group.versions })}
                    </span>
                    {group.reason && <div className="ss-muted ss-transfer-preview__reason">{group.reason}</div>}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Modal>
    </>
  );
}
