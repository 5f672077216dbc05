import { Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import { lazyWithAntd } from './lazy-with-antd';

const ConfirmDialog = lazyWithAntd(() => import('./confirm-dialog'));

/**
 * The confirm dialog, its code and antd's loaded when it is first opened; it stays mounted afterwards so that it
 * closes as it opened.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(false);
  if (props.open && !used) setUsed(true);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
