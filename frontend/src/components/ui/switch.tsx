import type { ReactNode } from 'react';
import { Spinner } from './feedback';
import './kit.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Words inside the switch, on and off. */
  checkedChildren?: ReactNode;
  unCheckedChildren?: ReactNode;
  'aria-label': string;
  disabled?: boolean;
  /** A change on its way: the switch waits (and says nothing new) until it is done. */
  loading?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** An on/off switch (antd Switch's look in our CSS): a button with the switch role, Space or Enter toggles it. */
export function Switch({
  checked,
  onChange,
  checkedChildren,
  unCheckedChildren,
  disabled = false,
  loading = false,
  className,
  ...rest
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={rest['aria-label']}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={['ss-switch', checked && 'ss-switch--checked', className].filter(Boolean).join(' ')}
      onClick={() => onChange(!checked)}
      data-testid={rest['data-testid']}
    >
      <span className="ss-switch__handle" aria-hidden="true">
        {loading && <Spinner />}
      </span>
      <span className="ss-switch__inner">{checked ? checkedChildren : unCheckedChildren}</span>
    </button>
  );
}
