import { Button } from 'antd';
import type { ReactNode } from 'react';

interface AuthSubmitButtonProps {
  /** The request is on its way. */
  submitting: boolean;
  /** The identity service is not ready yet. */
  disabled: boolean;
  testId: string;
  icon?: ReactNode;
  children: ReactNode;
}

/** The full-width primary submit button of the sign-in, register and email-request forms. */
export function AuthSubmitButton({ submitting, disabled, testId, icon, children }: AuthSubmitButtonProps) {
  return (
    <Button type="primary" size="large" block htmlType="submit" icon={icon} loading={submitting} disabled={disabled} data-testid={testId}>
      {children}
    </Button>
  );
}
