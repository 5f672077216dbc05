import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Placement, useFloating } from './floating';
import './kit.css';

interface PopoverProps {
  /** Controlled: open when true (the children open it themselves). Without it, a click on the children toggles it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  content: ReactNode;
  placement?: Placement;
  /** Move the keyboard focus to the panel's first control when it opens (a question to answer, e.g. a confirmation). */
  autoFocus?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A panel next to its trigger (antd Popover's look in our CSS): a non-modal dialog that a press outside, Escape (focus
 * back to the trigger) or the trigger again closes.
 */
export function Popover({
  open: controlled,
  onOpenChange,
  title,
  content,
  placement = 'bottomRight',
  autoFocus = false,
  children,
  ...rest
}: PopoverProps) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const open = controlled ?? own;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const hostRef = useRef<HTMLSpanElement>(null);
  const { floatingRef: panelRef, style } = useFloating<HTMLDivElement>(open, hostRef, placement);
  const close = useEffectEvent(() => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!hostRef.current?.contains(target) && !panelRef.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, panelRef]);

  // After the panel is placed (a layout effect made it visible): its first control takes the focus.
  useEffect(() => {
    if (open && autoFocus) panelRef.current?.querySelector<HTMLElement>('button, a[href], input, textarea, select')?.focus();
  }, [open, autoFocus, panelRef]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    hostRef.current?.querySelector<HTMLElement>('button, a, [tabindex]')?.focus();
  };

  return (
    <span
      ref={hostRef}
      className="ss-popover-host"
      onClick={controlled === undefined ? () => setOpen(!open) : undefined}
      onKeyDown={onKeyDown}
    >
      {children}
      {open &&
        createPortal(
          // A click inside must not reach the trigger's handlers through React's tree (the portal's parent).
          <div
            ref={panelRef}
            id={id}
            role="dialog"
            aria-label={title}
            className="ss-popover"
            style={style}
            onClick={(event) => event.stopPropagation()}
            onKeyDown={onKeyDown}
            data-testid={rest['data-testid']}
          >
            {title && <div className="ss-popover__title">{title}</div>}
            {content}
          </div>,
          document.body,
        )}
    </span>
  );
}
