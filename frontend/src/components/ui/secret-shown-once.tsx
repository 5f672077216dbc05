import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { copyToClipboard } from '@/components/code/copy-to-clipboard';
import { toast } from '@/components/toast';
import './secret-shown-once.css';

interface SecretShownOnceProps {
  /** What was just created and will not be shown again (an API token, a share link's address). */
  value: string;
  title: ReactNode;
  /** Said under the value (that it is shown once, how to use it), and any action. */
  children?: ReactNode;
  /** Says the value was copied, or that copying failed (already translated by the caller). */
  messages: { copy: string; copied: string; copyFailed: string };
  type?: 'success' | 'warning';
  /** `data-testid`s: `<id>-created` on the notice, `<id>-value` on the value and `<id>-copy` on its copy button. */
  testId: string;
  className?: string;
}

/** A secret shown once right after it is created, with its copy button: the API tokens' and the share links' notice. */
export function SecretShownOnce({ value, title, children, messages, type = 'warning', testId, className }: SecretShownOnceProps) {
  const copy = async () => {
    try {
      await copyToClipboard(value);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyFailed);
    }
  };
  return (
    <Alert
      type={type}
      showIcon
      className={['ss-secret-once', className].filter(Boolean).join(' ')}
      data-testid={`${testId}-created`}
      title={title}
      description={
        <div className="ss-stack">
          <div className="ss-secret-once__value">
            <Typography.Text code data-testid={`${testId}-value`}>
              {value}
            </Typography.Text>
            <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid={`${testId}-copy`}>
              {messages.copy}
            </Button>
          </div>
          {children}
        </div>
      }
    />
  );
}
