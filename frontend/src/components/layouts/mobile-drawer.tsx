import { CloseOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { NavMenu } from './nav-menu';

/**
 * The navigation drawer on phones (below 768 px): a modal dialog from the left with the menu. Focus moves into it
 * and stays there (Tab wraps), Escape or the mask closes it, and focus goes back to the button that opened it.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('a[aria-current="page"], a')?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <>
      <div className="ss-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div ref={panelRef} className="ss-drawer" role="dialog" aria-modal="true" aria-label={t('menu.navigation')} onKeyDown={onKeyDown}>
        <div className="ss-drawer__head">
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('menu.closeMenu')} onClick={onClose} />
          <Logo />
        </div>
        <div className="ss-drawer__body">
          <NavMenu mode="inline" onNavigate={onClose} data-testid="side-menu" />
        </div>
      </div>
    </>,
    document.body,
  );
}
