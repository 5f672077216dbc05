import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDigestSetting, useSetDigest } from '../api/digest';

/** The daily email digest of unread notifications, on or off; shown only when the site can send email. */
export function DigestSetting() {
  const { t } = useTranslation('digest');
  const data = useDigestSetting();
  const change = useSetDigest({ success: (enabled) => (enabled ? t('digest.on') : t('digest.off')) });
  if (!data?.available) return null;
  return (
    <label className="ss-notifications__digest">
      <Switch
        checked={data.enabled}
        loading={change.isPending}
        onChange={(enabled) => void change.run(enabled)}
        aria-labelledby="ss-digest-label"
        aria-describedby="ss-digest-hint"
        data-testid="notifications-digest"
      />
      <span>
        <span id="ss-digest-label">{t('digest.label')}</span>
        <span id="ss-digest-hint" className="ss-muted ss-notifications__digest-hint">
          {t('digest.hint')}
        </span>
      </span>
    </label>
  );
}
