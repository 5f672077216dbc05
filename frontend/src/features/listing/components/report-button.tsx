import { FlagFilled, FlagOutlined } from '@ant-design/icons';
import type { ReportCategory } from '@api';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '@/components/antd/lazy-with-antd';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { ReportOutcome } from '../hooks/use-group-interactions';
import { SignInPopover } from './sign-in-popover';

const ReportDialog = lazyWithAntd(() => import('@/components/report/report-dialog'));

interface ReportButtonProps {
  groupLabel: string;
  isAuthenticated: boolean;
  onReport: (reason: string, category: ReportCategory) => Promise<ReportOutcome>;
}

/**
 * Reports a group to the moderators after a confirmation with an optional reason ("Group reported!"). The
 * confirmation (antd's Modal, Select and TextArea) loads when first opened, out of the Index's first load.
 */
export function ReportButton({ groupLabel, isAuthenticated, onReport }: ReportButtonProps) {
  const { t } = useTranslation('listing');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const [sending, setSending] = useState(false);
  const [reported, setReported] = useState(false);

  const submit = async (reason: string, category: ReportCategory) => {
    setSending(true);
    const outcome = await onReport(reason, category);
    setSending(false);
    if (outcome === 'failed') return false;
    setReported(true);
    setOpen(false);
    return true;
  };
  const openDialog = () => {
    setUsed(true);
    setOpen(true);
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
              onClick={() => (isAuthenticated ? openDialog() : setAskSignIn(true))}
            />
          </Tooltip>
        </span>
      </SignInPopover>
      {used && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            lead={t('report.lead', { name: groupLabel })}
            sending={sending}
            onSubmit={submit}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
