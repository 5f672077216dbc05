import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Placement, useFloating } from './floating';
import './kit.css';

export interface MenuItemEntry {
  type?: undefined;
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown at the end of the item (e.g. a check mark on the chosen one). */
  extra?: ReactNode;
  danger?: boolean;
  selected?: boolean;
  lang?: string;
  'data-testid'?: string;
}

export type MenuEntry = MenuItemEntry | { type: 'divider'; key: string } | { type: 'group'; key: string; label: ReactNode };

export interface MenuTriggerProps {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
}

interface MenuButtonProps {
  items: readonly MenuEntry[];
  onSelect: (key: string) => void;
  placement?: Placement;
  /** The button that opens the menu, given the props that wire it. */
  trigger: (props: MenuTriggerProps) => ReactNode;
}

const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

const isItem = (entry: MenuEntry): entry is MenuItemEntry => entry.type === undefined;

/**
 * A menu button (WAI-ARIA APG): the button opens a menu of actions under it (antd Dropdown's look in our CSS).
 * Arrow keys, Home/End and a typed first letter move between items, Enter/Space chooses, Escape closes (focus back
 * on the button), Tab closes; a press outside closes it.
 */
export function MenuButton({ items, onSelect, placement = 'bottomRight', trigger }: MenuButtonProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { floatingRef: menuRef, style } = useFloating<HTMLUListElement>(open, buttonRef, placement);
  const focusAt = useRef<'first' | 'last'>('first');

  const itemElements = () => itemsOf(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const elements = itemsOf(menuRef.current);
    const selected = elements.find((element) => element.dataset.selected === 'true');
    (focusAt.current === 'last' ? elements.at(-1) : (selected ?? elements[0]))?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !menuRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, menuRef]);

  const show = (at: 'first' | 'last') => {
    focusAt.current = at;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      elements[(to + elements.length) % elements.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(elements.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const key = elements[index]?.dataset.key;
      if (key !== undefined) choose(key);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const next = [...elements.slice(index + 1), ...elements.slice(0, index + 1)].find((element) =>
        element.textContent?.trim().toLowerCase().startsWith(letter),
      );
      next?.focus();
    }
  };

  return (
    <>
      {trigger({
        ref: buttonRef,
        onClick: () => (open ? close(false) : show('first')),
        onKeyDown: onButtonKeyDown,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
      })}
      {open &&
        createPortal(
          <ul ref={menuRef} id={id} role="menu" className="ss-menu" style={style} onKeyDown={onMenuKeyDown}>
            {items.map((entry) => {
              if (!isItem(entry)) {
                return entry.type === 'divider' ? (
                  <li key={entry.key} role="separator" className="ss-menu__divider" />
                ) : (
                  <li key={entry.key} role="presentation" className="ss-menu__group">
                    {entry.label}
                  </li>
                );
              }
              return (
                <li
                  key={entry.key}
                  role="menuitem"
                  tabIndex={-1}
                  lang={entry.lang}
                  className={['ss-menu__item', entry.danger && 'ss-menu__item--danger', entry.selected && 'ss-menu__item--selected']
                    .filter(Boolean)
                    .join(' ')}
                  data-key={entry.key}
                  data-selected={entry.selected ? 'true' : undefined}
                  data-testid={entry['data-testid']}
                  onClick={() => choose(entry.key)}
                >
                  {entry.icon && (
                    <span className="ss-menu__icon" aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  <span className="ss-menu__label">{entry.label}</span>
                  {entry.extra && (
                    <span className="ss-menu__extra" aria-hidden="true">
                      {entry.extra}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>,
          document.body,
        )}
    </>
  );
}
