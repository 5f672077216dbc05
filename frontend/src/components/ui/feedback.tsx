import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './kit.css';

const ALERT_ICONS = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

interface AlertProps {
  type: keyof typeof ALERT_ICONS;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
  'data-testid'?: string;
}

/** A message in a tinted box with its icon (antd Alert's look in our CSS). */
export function Alert({ type, title, description, action, role = 'alert', className, ...rest }: AlertProps) {
  return (
    <div
      role={role}
      className={['ss-alert', `ss-alert--${type}`, description ? 'ss-alert--with-description' : null, className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
    >
      <span className="ss-alert__icon" aria-hidden="true">
        {ALERT_ICONS[type]}
      </span>
      <div className="ss-alert__content">
        <div className="ss-alert__title">{title}</div>
        {description && <div className="ss-alert__description">{description}</div>}
      </div>
      {action && <div className="ss-alert__action">{action}</div>}
    </div>
  );
}

/** Grey bars that stand for text while it loads (antd Skeleton's look), hidden from screen readers. */
export function SkeletonLines({ rows, widths = [] }: { rows: number; widths?: string[] }) {
  return (
    <div className="ss-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="ss-skeleton__line" style={widths[index] ? { width: widths[index] } : undefined} />
      ))}
    </div>
  );
}

/** A turning ring (antd Spin's place), decorative: say what loads next to it. */
export function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  return <span className={size === 'large' ? 'ss-spinner ss-spinner--large' : 'ss-spinner'} aria-hidden="true" />;
}

/** An empty state: antd Empty's simple picture, a description and what to do (children). */
export function Empty({ description, children }: { description: ReactNode; children?: ReactNode }) {
  return (
    <div className="ss-empty">
      <svg className="ss-empty__image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse className="ss-empty__shadow" cx="32" cy="33" rx="32" ry="7" />
          <g className="ss-empty__path" fillRule="nonzero">
            <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
            <path
              className="ss-empty__fill"
              d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            />
          </g>
        </g>
      </svg>
      <div className="ss-empty__description">{description}</div>
      {children && <div className="ss-empty__footer">{children}</div>}
    </div>
  );
}

/** A small label (antd Tag's look); `filled` without a border, `color` one of antd's preset colours. */
export function Tag({
  children,
  filled = false,
  color,
  icon,
  className,
  ...rest
}: {
  children: ReactNode;
  filled?: boolean;
  color?: 'gold';
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span
      className={['ss-tag', filled && 'ss-tag--filled', color && `ss-tag--${color}`, className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
    >
      {icon && (
        <span className="ss-tag__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
