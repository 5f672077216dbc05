import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Makes the scrolling boxes of the antd tables inside it reachable by keyboard (tabindex 0, a region
 * named `label`), so a table wider than a phone can be scrolled without a mouse (WCAG 2.1.1, axe's
 * scrollable-region-focusable). Looks again when `version` changes (new rows).
 */
export function KeyboardScroll({ label, version, children }: { label: string; version: unknown; children: ReactNode }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of container.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  }, [label, version]);
  return <div ref={container}>{children}</div>;
}
