import { type ReactNode, useId } from 'react';
import './kit.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface SegmentedProps<T extends string> {
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'middle' | 'large';
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * One of a few choices side by side (antd Segmented's look in our CSS): radio buttons in a group, so arrow keys move
 * the choice and the focus ring shows on the chosen one.
 */
export function Segmented<T extends string>({ value, options, onChange, size = 'middle', className, ...rest }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={rest['aria-label']}
      aria-labelledby={rest['aria-labelledby']}
      className={['ss-segmented', size !== 'middle' && `ss-segmented--${size}`, className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={option.value === value ? 'ss-segmented__item ss-segmented__item--selected' : 'ss-segmented__item'}
        >
          <input
            type="radio"
            className="ss-segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="ss-segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
