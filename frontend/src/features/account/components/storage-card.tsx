import { DatabaseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/format-bytes';
import { useStorageUsage } from '../api/storage-usage';

/** The share of the limit from which the bar warns (amber), and from which it is full (red). */
const WARN_AT = 80;
const FULL_AT = 95;

/** Percent of `limit` that `used` takes, one decimal under 10 % so that a little use does not read as none. */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 0;
  const percent = Math.min(100, (used / limit) * 100);
  return percent < 10 ? Math.round(percent * 10) / 10 : Math.round(percent);
}

/** Storage: how much of the member's limit their code takes (every group, every version), and what one group may hold. */
export function StorageCard() {
  const { t, i18n } = useTranslation('account');
  const { usage, error, retry } = useStorageUsage();
  const bytes = (value: number) => formatBytes(value, i18n.language);

  let body;
  if (usage) {
    const percent = usedPercent(usage.usedBytes, usage.memberLimitBytes);
    const status = percent >= FULL_AT ? 'exception' : 'normal';
    body = (
      <>
        <p className="ss-account-storage__used" data-testid="storage-used">
          {t('storage.used', { used: bytes(usage.usedBytes), limit: bytes(usage.memberLimitBytes) })}
        </p>
        <Progress
          percent={percent}
          status={status}
          strokeColor={percent >= WARN_AT && percent < FULL_AT ? '#d48806' : undefined}
          aria-label={t('storage.barLabel')}
          aria-valuetext={t('storage.percent', { percent })}
          format={() => t('storage.percent', { percent })}
          data-testid="storage-bar"
        />
        <p className="ss-muted ss-account-storage__groups" data-testid="storage-group-limit">
          {t('storage.groupLimit', { limit: bytes(usage.groupLimitBytes), largest: bytes(usage.largestGroupBytes) })}
        </p>
      </>
    );
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('messages:errors.generic')}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
            {t('storage.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }

  return (
    <Card
      title={
        <span className="ss-account-storage__title">
          <DatabaseOutlined aria-hidden="true" /> {t('storage.title')}
        </span>
      }
      className="ss-account-form ss-account-storage"
      data-testid="storage-card"
    >
      <p className="ss-muted ss-account-form__lead">{t('storage.lead')}</p>
      {body}
    </Card>
  );
}
