import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import './order-list.css';

export interface OrderListItem {
  key: string;
  name: string;
  /** Shown muted (e.g. a group no longer available). */
  muted?: boolean;
}

interface OrderListProps<T extends OrderListItem> {
  items: T[];
  /** The place of the first item in the whole list (from 0). */
  offset?: number;
  /** How many there are in all (the last place can move no further down). */
  total?: number;
  /** Moves the item at place `from` to place `to` (both in the whole list). */
  onMove: (item: T, from: number, to: number) => void;
  busy?: boolean;
  /** More buttons after up and down (remove). */
  extra?: (item: T) => ReactNode;
  /** The name of a button: move `name` up or down (in the screen's namespace). */
  label: (direction: 'up' | 'down', name: string) => string;
  'data-testid'?: string;
}

/**
 * An ordered list a member rearranges with up and down buttons (keyboard: Tab to a button, Enter or Space), each
 * button named after its item: a collection's groups, a member's pins.
 */
export function OrderList<T extends OrderListItem>({
  items,
  offset = 0,
  total = offset + items.length,
  onMove,
  busy,
  extra,
  label,
  'data-testid': testId,
}: OrderListProps<T>) {
  // A moved item's DOM node moves too, which takes the focus from its button: it is given back once the list is redrawn
  // (to the other button when this one is now disabled at an end).
  const buttons = useRef(new Map<string, HTMLElement | null>());
  const refocus = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted || busy) return;
    const button = buttons.current.get(`${wanted.key}:${wanted.direction}`);
    const other = buttons.current.get(`${wanted.key}:${wanted.direction === 'up' ? 'down' : 'up'}`);
    (button && !button.matches(':disabled') ? button : other)?.focus();
    refocus.current = null;
  });
  const move = (item: T, from: number, direction: 'up' | 'down') => {
    refocus.current = { key: item.key, direction };
    onMove(item, from, direction === 'up' ? from - 1 : from + 1);
  };
  return (
    <ol className="ss-order-list" start={offset + 1} data-testid={testId}>
      {items.map((item, index) => {
        const place = offset + index;
        return (
          <li key={item.key}>
            <span className={item.muted ? 'ss-order-list__name ss-muted' : 'ss-order-list__name'}>{item.name}</span>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              ref={(button) => void buttons.current.set(`${item.key}:up`, button)}
              aria-label={label('up', item.name)}
              disabled={busy || place === 0}
              onClick={() => move(item, place, 'up')}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              ref={(button) => void buttons.current.set(`${item.key}:down`, button)}
              aria-label={label('down', item.name)}
              disabled={busy || place >= total - 1}
              onClick={() => move(item, place, 'down')}
            />
            {extra?.(item)}
          </li>
        );
      })}
    </ol>
  );
}
