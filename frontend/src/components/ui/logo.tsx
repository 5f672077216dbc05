import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="ss-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#4338ca" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#ss-logo-g)" />
      <path d="M24 20 12 32l12 12" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M40 20l12 12-12 12" fill="none" stroke="#c7d2fe" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M35 16 29 48" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The app's logo and name, linking home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`ss-logo${compact ? ' ss-logo--compact' : ''}`} aria-label={t('app.home')} data-testid="app-logo">
      <LogoMark />
      {!compact && <span className="ss-logo__name">{t('app.name')}</span>}
    </Link>
  );
}
