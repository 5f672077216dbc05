import { type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Placement, useFloating } from './floating';
import './kit.css';

interface TooltipProps {
  /** Nothing (null, '') shows no tooltip. */
  title: ReactNode;
  placement?: Placement;
  children: ReactNode;
}

/**
 * A hint shown while the pointer is over its element or the keyboard focus is in it (Escape hides it): antd
 * Tooltip's look in our CSS, for what the Index shows at first. The element keeps its own accessible name.
 */
export function Tooltip({ title, placement = 'top', children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hostRef = useRef<HTMLSpanElement>(null);
  const shown = open && title !== null && title !== undefined && title !== '' && title !== false;
  const { floatingRef: tipRef, style } = useFloating<HTMLDivElement>(shown, hostRef, placement);
  return (
    <span
      ref={hostRef}
      className="ss-tip-host"
      onPointerEnter={(event) => event.pointerType !== 'touch' && setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={(event) => event.target.matches(':focus-visible') && setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
    >
      {children}
      {shown &&
        createPortal(
          <div ref={tipRef} id={id} role="tooltip" className="ss-tip" style={style}>
            {title}
          </div>,
          document.body,
        )}
    </span>
  );
}
