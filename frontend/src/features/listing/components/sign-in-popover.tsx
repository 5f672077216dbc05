import { LoginOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import { paths } from '@/lib/paths';

interface SignInPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  children: ReactNode;
}

/** Asks an anonymous visitor to sign in, next to the button they pressed, with a way to the login page. */
export function SignInPopover({ open, onOpenChange, message, children }: SignInPopoverProps) {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  return (
    <Popover
      open={open}
      onOpenChange={(next) => !next && onOpenChange(false)}
      placement="bottomRight"
      content={
        <div className="ss-signin-pop" data-testid="sign-in-prompt">
          <p className="ss-signin-pop__text">{message}</p>
          <Button
            type="primary"
            size="small"
            icon={<LoginOutlined />}
            data-testid="sign-in-prompt-login"
            onClick={() => {
              onOpenChange(false);
              void navigate(paths.login);
            }}
          >
            {t('interactions.signIn')}
          </Button>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
