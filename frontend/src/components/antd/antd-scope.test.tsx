import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdScope } from './antd-scope';

function MotionToken() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

const stubbed = window.matchMedia;
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({ ...stubbed(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' });
}

describe('AntdScope', () => {
  afterEach(() => {
    window.matchMedia = stubbed;
  });

  it("turns antd's motion off when the system asks for reduced motion", () => {
    preferReducedMotion(true);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it("keeps antd's motion otherwise", () => {
    preferReducedMotion(false);
    render(
      <AntdScope>
        <MotionToken />
      </AntdScope>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
