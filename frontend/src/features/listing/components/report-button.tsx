import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import type { ReportCategory } from '@api';
import { Button, Input, Modal, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES } from '@/lib/report-categories';
import type { ReportOutcome } from '../hooks/use-group-interactions';
import { SignInPopover } from './sign-in-popover';

/** The API keeps at most 500 characters of a reason. */
const MAX_REASON = 500;

interface ReportButtonProps {
  groupLabel: string;
  isAuthenticated: boolean;
  onReport: (reason: string, category: ReportCategory) => Promise<ReportOutcome>;
}

/** Reports a group to the moderators after a confirmation with an optional reason ("Group reported!"). */
export function ReportButton({ groupLabel, isAuthenticated, onReport }: ReportButtonProps) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<ReportCategory>('other');
  const [sending, setSending] = useState(false);
  const [reported, setReported] = useState(false);

  const submit = async () => {
    setSending(true);
    const outcome = await onReport(reason, category);
    setSending(false);
    if (outcome === 'failed') return;
    setReported(true);
    setOpen(false);
    setReason('');
    setCategory('other');
  };

  return (
    <>
      <SignInPopover open={askSignIn} onOpenChange={setAskSignIn} message={t('interactions.signInToReport')}>
        <span className="ss-inline">
          <Tooltip title={askSignIn ? null : reported ? t('report.done') : t('report.action')}>
            <Button
              type="text"
              className="ss-report"
              icon={reported ? <FlagFilled /> : <FlagOutlined />}
              aria-label={reported ? t('report.done') : t('report.action')}
              disabled={reported}
              data-testid="report-button"
              onClick={() => (isAuthenticated ? setOpen(true) : setAskSignIn(true))}
            />
          </Tooltip>
        </span>
      </SignInPopover>
      <Modal
        open={open}
        title={t('report.title')}
        okText={t('report.confirm')}
        cancelText={t('report.cancel')}
        okButtonProps={{ danger: true, loading: sending }}
        cancelButtonProps={{ disabled: sending }}
        onOk={() => void submit()}
        onCancel={() => !sending && setOpen(false)}
        destroyOnHidden
      >
        <p className="ss-report__lead">{t('report.lead', { name: groupLabel })}</p>
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
    </>
  );
}
