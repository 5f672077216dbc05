import type { ReportCategory } from '@api';
import { Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES } from '@/lib/report-categories';

/** The API keeps at most 500 characters of a reason. */
const MAX_REASON = 500;

interface ReportDialogProps {
  open: boolean;
  /** What is reported, in a sentence ("Report "Hooks" to the moderators?"). */
  lead: string;
  /** The dialog's title; "Report this snippet group?" when left out. */
  title?: string;
  sending: boolean;
  onSubmit: (reason: string, category: ReportCategory) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The report's confirmation (of a group or a comment), with a category and an optional reason: its own
 * chunk, loaded when first opened.
 */
export default function ReportDialog({ open, lead, title, sending, onSubmit, onClose }: ReportDialogProps) {
  const { t } = useTranslation('listing');
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ReportCategory>('other');

  const submit = async () => {
    if (!(await onSubmit(reason, category))) return;
    setReason('');
    setCategory('other');
  };

  return (
    <Modal
      open={open}
      title={title ?? t('report.title')}
      okText={t('report.confirm')}
      cancelText={t('report.cancel')}
      okButtonProps={{ danger: true, loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      onOk={() => void submit()}
      onCancel={() => !sending && onClose()}
      destroyOnHidden
    >
      <p className="ss-report__lead">{lead}</p>
      <label className="ss-report__label" htmlFor="ss-report-category">
        {t('report.categoryLabel')}
      </label>
      <Select
        id="ss-report-category"
        className="ss-report__category"
        value={category}
        onChange={setCategory}
        options={REPORT_CATEGORIES.map((value) => ({ value, label: t(`report.categories.${value}`) }))}
        data-testid="report-category"
        style={{ width: '100%', marginBottom: 12 }}
      />
      <label className="ss-report__label" htmlFor="ss-report-reason">
        {t('report.reasonLabel')}
      </label>
      <Input.TextArea
        id="ss-report-reason"
        className="ss-report__reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={MAX_REASON}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('report.reasonPlaceholder')}
        data-testid="report-reason"
      />
    </Modal>
  );
}
