import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './kit.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's button types: default (outlined), primary (filled), text and link. */
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  danger?: boolean;
  shape?: 'default' | 'circle';
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
  className,
  children,
  ...rest
}: ButtonProps) {
  const iconOnly = icon !== undefined && (children === undefined || children === null || children === false);
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
    <button type={htmlType} className={classes} {...rest}>
      {icon !== undefined && (
        <span className="ss-btn__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {!iconOnly && <span className="ss-btn__label">{children}</span>}
    </button>
  );
}
