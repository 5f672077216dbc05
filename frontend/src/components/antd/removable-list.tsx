import { DeleteOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ConfirmButton } from './confirm-button';

interface RemovableListProps<T extends { id: string; name: string }> {
  items: readonly T[];
  isLoading: boolean;
  /**
   * The feature's translations, holding `empty` (no item), `cancel`, and for the removal named `verb`: `<verb>` (the
   * button), `<verb>Named` (its accessible name) and `<verb>Confirm` (the question), the last two given the item's `name`.
   */
  t: TFunction;
  verb: string;
  /** Test ids: `<testId>-list`, `<testId>-item`, `<testId>-<verb>` (the button) and `<testId>-confirm-<verb>` (its OK). */
  testId: string;
  /** The removal, run once confirmed; an item's button spins while the item is pending. */
  action: { run: (item: T) => unknown; pending: readonly T[] };
  /** An item's description, left of its button. */
  describe: (item: T) => ReactNode;
}

/** A ruled list of the member's named things (passkeys, API tokens), each with a danger button removing it after a confirmation. */
export function RemovableList<T extends { id: string; name: string }>({
  items,
  isLoading,
  t,
  verb,
  testId,
  action,
  describe,
}: RemovableListProps<T>) {
  if (!isLoading && items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <ul className="ss-list ss-list--ruled" data-testid={`${testId}-list`}>
      {items.map((item) => (
        <li key={item.id} data-testid={`${testId}-item`}>
          {describe(item)}
          <ConfirmButton
            confirm={{
              title: t(`${verb}Confirm`, { name: item.name }),
              okText: t(verb),
              cancelText: t('cancel'),
              danger: true,
              okTestId: `${testId}-confirm-${verb}`,
            }}
            onConfirm={() => action.run(item)}
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={action.pending.some((pending) => pending.id === item.id)}
            aria-label={t(`${verb}Named`, { name: item.name })}
            data-testid={`${testId}-${verb}`}
          >
            {t(verb)}
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
