import { type ComponentProps, type ComponentType, lazy } from 'react';

/**
 * React.lazy for a screen or dialog that uses antd: its chunk and antd's theme provider (AntdScope) load together,
 * and the component renders inside it. What the Index shows at first uses no antd (issue 16's first-load budget).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function lazyWithAntd<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(async () => {
    const [{ AntdScope }, { default: Component }] = await Promise.all([import('./antd-scope'), load()]);
    function WithAntd(props: ComponentProps<C>) {
      return (
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      );
    }
    return { default: WithAntd };
  });
}
