import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { KeyboardScroll } from '@/components/ui/keyboard-scroll';

interface ModerationTableProps<T extends { id: string }> {
  /** Names the table's scrolling box for assistive technology. */
  label: string;
  rows: readonly T[] | undefined;
  columns: TableColumnsType<T>;
  loading: boolean;
  /** The table's width before it scrolls sideways. */
  minWidth: number;
  pagination?: TableProps<T>['pagination'];
  /** Shown when there are no rows (antd's "No data" otherwise). */
  empty?: ReactNode;
  /** Each row's `data-` attributes (its test id, what it is). */
  rowData: (row: T) => Record<`data-${string}`, string>;
}

/** The admin screen's tables: rows keyed by id, scrollable sideways by keyboard too (KeyboardScroll). */
export function ModerationTable<T extends { id: string }>({
  label,
  rows,
  columns,
  loading,
  minWidth,
  pagination = false,
  empty,
  rowData,
}: ModerationTableProps<T>) {
  return (
    <KeyboardScroll label={label} version={rows}>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        scroll={{ x: minWidth }}
        {...(empty === undefined ? {} : { locale: { emptyText: empty } })}
        onRow={(row) => rowData(row) as HTMLAttributes<HTMLElement>}
      />
    </KeyboardScroll>
  );
}
