import { type ReactNode, Suspense, useState } from 'react';
import { IconButton } from './icon-button';

/** What a dialog opened on demand is given: whether it is shown, and how it closes. */
export interface LazyDialogState {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads when it is first opened (a `lazyWithAntd` component): `dialog` is rendered, inside
 * Suspense, from the first `show()` on, and stays rendered once closed, so that it closes as it opened.
 */
export function useLazyDialog(dialog: (state: LazyDialogState) => ReactNode): { show: () => void; close: () => void; rendered: ReactNode } {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const close = () => setOpen(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  return { show, close, rendered: used && <Suspense fallback={null}>{dialog({ open, onClose: close })}</Suspense> };
}

interface LazyDialogIconButtonProps {
  /** The button's tooltip and accessible name. */
  label: string;
  icon: ReactNode;
  testId: string;
  dialog: (state: LazyDialogState) => ReactNode;
}

/** A text icon button that opens a dialog loaded when first opened (see {@link useLazyDialog}). */
export function LazyDialogIconButton({ label, icon, testId, dialog }: LazyDialogIconButtonProps) {
  const { show, rendered } = useLazyDialog(dialog);
  return (
    <>
      <IconButton label={label} type="text" icon={icon} onClick={show} data-testid={testId} />
      {rendered}
    </>
  );
}
