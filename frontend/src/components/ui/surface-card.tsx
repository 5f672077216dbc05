import type { ReactNode } from 'react';
import './surface-card.css';

interface SurfaceCardProps {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A card with an optional head (title and extra) and a body: antd Card's look in our CSS, for the Index's first load
 * (antd's Card brings its Tabs along).
 */
export function SurfaceCard({ title, extra, children, className, 'data-testid': testId }: SurfaceCardProps) {
  return (
    <div className={`ss-card${className ? ` ${className}` : ''}`} data-testid={testId}>
      {(title || extra) && (
        <div className="ss-card__head">
          <div className="ss-card__title">{title}</div>
          {extra && <div className="ss-card__extra">{extra}</div>}
        </div>
      )}
      <div className="ss-card__body">{children}</div>
    </div>
  );
}
