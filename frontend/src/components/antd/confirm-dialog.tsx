import { ExclamationCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  content?: ReactNode;
  okText: string;
  cancelText: string;
  danger?: boolean;
  /** Runs on OK; the dialog waits for it (the OK button loading), then closes. */
  onOk: () => unknown;
  onClose: () => void;
}

/**
 * A question before an action that cannot be undone (antd's confirm dialog, as Modal.confirm draws it). Loaded with
 * antd when first asked (LazyConfirmDialog), so that the screens that ask it need no antd to show.
 */
export default function ConfirmDialog({ open, title, content, okText, cancelText, danger = false, onOk, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onOk();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={
        <span className="ss-confirm__title">
          <ExclamationCircleFilled className="ss-confirm__icon" aria-hidden="true" />
          {title}
        </span>
      }
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
      width={416}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}
