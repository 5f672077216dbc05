import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './feedback';
import './kit.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types: default (outlined), primary (filled), text and link. */
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  danger?: boolean;
  shape?: 'default' | 'circle';
  /** Busy: a turning ring instead of the icon, and no clicks until done. */
  loading?: boolean;
  htmlType?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/**
 * A button in antd Button's look (our CSS, kit.css), for what the Index shows at first: antd is not in its first
 * load. An icon alone makes it square (or round, `shape="circle"`); name it with aria-label then.
 */
export function Button({
  type = 'default',
  size = 'middle',
  icon,
  danger = false,
  shape = 'default',
  htmlType = 'button',
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const shownIcon = loading ? <Spinner /> : icon;
  const iconOnly = shownIcon !== undefined && (children === undefined || children === null || children === false);
  const classes = [
    'ss-btn',
    `ss-btn--${type}`,
    size !== 'middle' && `ss-btn--${size}`,
    danger && 'ss-btn--danger',
    iconOnly && 'ss-btn--icon-only',
    shape === 'circle' && 'ss-btn--circle',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {shownIcon !== undefined && (
        <span className="ss-btn__icon" aria-hidden="true">
          {shownIcon}
        </span>
      )}
      {!iconOnly && <span className="ss-btn__label">{children}</span>}
    </button>
  );
}
