import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { toastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';
import { useToast } from './use-toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.warning('Not enough screen size for this view mode')}>
      raise
    </button>
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => toastStore.clear());
    vi.useRealTimers();
  });

  it('slides in after 0.5 s, slides out at 8 s and is removed at 9 s', () => {
    render(
      <>
        <Trigger />
        <ToastViewport />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'raise' }).click());

    advance(499);
    expect(screen.queryByTestId('toast')).toBeNull();

    advance(1);
    const toast = screen.getByTestId('toast');
    expect(toast.textContent).toContain('Not enough screen size for this view mode');
    expect(toast.dataset.kind).toBe('warning');
    expect(toast.dataset.phase).toBe('visible');

    advance(7_499); // 7.999 s
    expect(screen.getByTestId('toast').dataset.phase).toBe('visible');
    advance(1); // 8 s
    expect(screen.getByTestId('toast').dataset.phase).toBe('leaving');

    advance(999); // 8.999 s
    expect(screen.queryByTestId('toast')).not.toBeNull();
    advance(1); // 9 s
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the kind title in the interface language and can be closed', () => {
    render(<ToastViewport />);
    act(() => void toastStore.show('error', 'Error loading technologies'));
    advance(500);
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Error loading technologies');

    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.getByTestId('toast').dataset.phase).toBe('leaving');
    advance(1_000);
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
