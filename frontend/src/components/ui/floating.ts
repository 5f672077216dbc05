import { type RefObject, useLayoutEffect, useRef } from 'react';

export type Placement = 'top' | 'left' | 'right' | 'bottom' | 'topRight' | 'bottomRight' | 'bottomLeft';

const GAP = 8;
const EDGE = 8;

/** Where a floating box (tooltip, popover, menu) goes next to its anchor, kept inside the window. */
function place(anchor: DOMRect, box: DOMRect, placement: Placement): { left: number; top: number } {
  let left: number;
  let top: number;
  switch (placement) {
    case 'left':
      left = anchor.left - box.width - GAP;
      top = anchor.top + anchor.height / 2 - box.height / 2;
      break;
    case 'right':
      left = anchor.right + GAP;
      top = anchor.top + anchor.height / 2 - box.height / 2;
      break;
    case 'bottom':
      left = anchor.left + anchor.width / 2 - box.width / 2;
      top = anchor.bottom + GAP;
      break;
    case 'bottomRight':
      left = anchor.right - box.width;
      top = anchor.bottom + 4;
      break;
    case 'bottomLeft':
      left = anchor.left;
      top = anchor.bottom + 4;
      break;
    case 'topRight':
      left = anchor.right - box.width;
      top = anchor.top - box.height - GAP;
      break;
    default:
      left = anchor.left + anchor.width / 2 - box.width / 2;
      top = anchor.top - box.height - GAP;
  }
  // Below when there is no room above, above when there is none below; never past the window's edges.
  if (top < EDGE && placement !== 'left' && placement !== 'right') top = anchor.bottom + GAP;
  if (top + box.height > window.innerHeight - EDGE && anchor.top - box.height - GAP >= EDGE && placement.startsWith('bottom')) {
    top = anchor.top - box.height - GAP;
  }
  if (placement === 'left' && left < EDGE) left = Math.min(anchor.right + GAP, window.innerWidth - box.width - EDGE);
  left = Math.max(EDGE, Math.min(left, window.innerWidth - box.width - EDGE));
  return { left, top };
}

/** A floating box's style before it is placed: fixed, and hidden until measured. */
const UNPLACED = { position: 'fixed', left: 0, top: 0, visibility: 'hidden' } as const;

/**
 * Places a floating box (rendered in a portal, styled with the returned style) next to its anchor while `open`: after
 * each render, before the browser paints, and again when the page scrolls or the window is resized. It writes the
 * box's position on the element itself, so placing it renders nothing again.
 */
export function useFloating<T extends HTMLElement>(open: boolean, anchor: RefObject<HTMLElement | null>, placement: Placement) {
  const floating = useRef<T>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const box = floating.current;
      if (!anchor.current || !box) return;
      const { left, top } = place(anchor.current.getBoundingClientRect(), box.getBoundingClientRect(), placement);
      box.style.left = `${left}px`;
      box.style.top = `${top}px`;
      box.style.visibility = 'visible';
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  });
  return { floatingRef: floating, style: UNPLACED };
}
