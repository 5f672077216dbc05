import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './list-select.css';

export interface ListSelectOption<T extends string | number> {
  value: T;
  /** The option's words (what a typed first letter finds). */
  label: string;
  /** Shown before the label (e.g. a technology's icon), decorative. */
  icon?: ReactNode;
  /** Shown after the label (e.g. a count). */
  extra?: ReactNode;
}

export interface ListSelectProps<T extends string | number> {
  value: T | undefined;
  options: readonly ListSelectOption<T>[];
  onChange: (value: T) => void;
  'aria-label': string;
  size?: 'small' | 'middle' | 'large';
  /** Words before the choice inside the button (e.g. "v."), decorative: the aria-label names the select. */
  prefix?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

function OptionContent<T extends string | number>({ option }: { option: ListSelectOption<T> }) {
  if (option.icon === undefined && option.extra === undefined) return option.label;
  return (
    <span className="ss-select__content">
      {option.icon !== undefined && (
        <span className="ss-select__icon" aria-hidden="true">
          {option.icon}
        </span>
      )}
      <span className="ss-select__text">{option.label}</span>
      {option.extra}
    </span>
  );
}

/**
 * A select-only combobox (WAI-ARIA APG): a button showing the choice and a listbox under it. Arrow keys, Home/End,
 * Enter/Space, Escape, Tab and a typed first letter work as in a native select; the pointer picks an option. In the
 * look of antd's Select, at a fraction of its weight (the Index's first load has no antd Select).
 */
export function ListSelect<T extends string | number>({
  value,
  options,
  onChange,
  'aria-label': label,
  size = 'large',
  prefix,
  className,
  'data-testid': testId,
}: ListSelectProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );
  const selected = options.find((option) => option.value === value);

  const show = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    setOpen(false);
    if (option && option.value !== value) onChange(option.value);
  };

  // A press outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // The active option stays in sight.
  useEffect(() => {
    if (open) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = options.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => (open ? setActive(Math.min(last, active + 1)) : show()),
      ArrowUp: () => (open ? setActive(Math.max(0, active - 1)) : show()),
      Home: () => (open ? setActive(0) : show(0)),
      End: () => (open ? setActive(last) : show(last)),
      Enter: () => (open ? choose(active) : show()),
      ' ': () => (open ? choose(active) : show()),
      Escape: () => setOpen(false),
    };
    if (event.key === 'Tab') {
      if (open) choose(active);
      return;
    }
    const action = keys[event.key];
    if (action) {
      if (event.key !== 'Escape' || open) event.preventDefault();
      action();
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const letter = event.key.toLowerCase();
      const from = open ? active : selectedIndex;
      const order = [...options.slice(from + 1), ...options.slice(0, from + 1)];
      const match = order.find((option) => option.label.toLowerCase().startsWith(letter));
      if (match) {
        const index = options.indexOf(match);
        if (open) setActive(index);
        else onChange(match.value);
      }
    }
  };

  return (
    <div ref={rootRef} className={`ss-select ss-select--${size}${open ? ' ss-select--open' : ''}${className ? ` ${className}` : ''}`}>
      <button
        type="button"
        role="combobox"
        className="ss-control ss-select__button"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-${active}` : undefined}
        data-testid={testId}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        {prefix !== undefined && (
          <span className="ss-select__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <span className="ss-select__value">{selected ? <OptionContent option={selected} /> : ''}</span>
        <DownOutlined className="ss-select__arrow" aria-hidden="true" />
      </button>
      <ul ref={listRef} id={`${id}-list`} role="listbox" aria-label={label} className="ss-select__list" hidden={!open} tabIndex={-1}>
        {options.map((option, index) => (
          <li
            key={String(option.value)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={option.value === value}
            className={`ss-select__option${index === active ? ' ss-select__option--active' : ''}`}
            onPointerEnter={() => setActive(index)}
            // Keep the focus on the button (the list never takes it).
            onMouseDown={(event) => event.preventDefault()}
            // Chosen, and nothing more: a <label> around the select would pass the click on to its first control, the
            // button, which would open the list again (issue 42). Cancelling the click's default action stops that.
            onClick={(event) => {
              event.preventDefault();
              choose(index);
            }}
          >
            <span className="ss-select__label">
              <OptionContent option={option} />
            </span>
            {option.value === value && <CheckOutlined className="ss-select__check" aria-hidden="true" />}
          </li>
        ))}
      </ul>
    </div>
  );
}
