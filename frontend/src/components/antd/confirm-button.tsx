import { Button, type ButtonProps, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmButtonProps extends ButtonProps {
  /** The question asked in a popover before `onConfirm` runs, and its buttons' words (translated by the caller). */
  confirm: { title: ReactNode; okText: string; cancelText: string; danger?: boolean; okTestId?: string };
  onConfirm: () => unknown;
}

/** A button whose action runs only once the member confirms it in a popover (revoking, deleting, leaving). */
export function ConfirmButton({ confirm, onConfirm, ...button }: ConfirmButtonProps) {
  const { title, okText, cancelText, danger, okTestId } = confirm;
  const okButtonProps = {
    ...(danger ? { danger: true } : {}),
    ...(okTestId ? { 'data-testid': okTestId } : {}),
  };
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText={cancelText}
      {...(Object.keys(okButtonProps).length > 0 ? { okButtonProps } : {})}
      onConfirm={onConfirm}
    >
      <Button {...button} />
    </Popconfirm>
  );
}
