/**
 * The toast queue (seed: success, error and warning kinds; a toast slides in after 0.5 s,
 * slides out at 8 s and is removed at 9 s). A tiny external store so that any code (hooks, SWR
 * error handlers, the API layer) can raise a toast; React reads it with useSyncExternalStore.
 */
export type ToastKind = 'success' | 'error' | 'warning';
/** `pending`: queued, not shown yet; `visible`: slid in; `leaving`: sliding out. */
type ToastPhase = 'pending' | 'visible' | 'leaving';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  phase: ToastPhase;
}

export const TOAST_TIMING = {
  /** slides in after */
  showAfterMs: 500,
  /** slides out at */
  hideAtMs: 8_000,
  /** removed at */
  removeAtMs: 9_000,
} as const;

type Listener = () => void;

class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly listeners = new Set<Listener>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>[]>();
  private nextId = 1;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly Toast[] => this.toasts;

  show(kind: ToastKind, message: string): number {
    // The same message already on screen is not stacked again (e.g. a request retried by SWR).
    const same = this.toasts.find((toast) => toast.kind === kind && toast.message === message && toast.phase !== 'leaving');
    if (same) return same.id;
    const id = this.nextId++;
    this.update([...this.toasts, { id, kind, message, phase: 'pending' }]);
    this.timers.set(id, [
      setTimeout(() => this.setPhase(id, 'visible'), TOAST_TIMING.showAfterMs),
      setTimeout(() => this.setPhase(id, 'leaving'), TOAST_TIMING.hideAtMs),
      setTimeout(() => this.remove(id), TOAST_TIMING.removeAtMs),
    ]);
    return id;
  }

  /** Closed by the user: slides out now, removed one second later (as at 8 s -> 9 s). */
  dismiss(id: number): void {
    this.clearTimers(id);
    this.setPhase(id, 'leaving');
    this.timers.set(id, [setTimeout(() => this.remove(id), TOAST_TIMING.removeAtMs - TOAST_TIMING.hideAtMs)]);
  }

  clear(): void {
    for (const id of this.timers.keys()) this.clearTimers(id);
    this.update([]);
  }

  private remove(id: number): void {
    this.clearTimers(id);
    this.update(this.toasts.filter((toast) => toast.id !== id));
  }

  private setPhase(id: number, phase: ToastPhase): void {
    if (!this.toasts.some((toast) => toast.id === id)) return;
    this.update(this.toasts.map((toast) => (toast.id === id ? { ...toast, phase } : toast)));
  }

  private clearTimers(id: number): void {
    this.timers.get(id)?.forEach(clearTimeout);
    this.timers.delete(id);
  }

  private update(toasts: readonly Toast[]): void {
    this.toasts = toasts;
    this.listeners.forEach((listener) => listener());
  }
}

export const toastStore = new ToastStore();

export interface ToastApi {
  success: (message: string) => number;
  error: (message: string) => number;
  warning: (message: string) => number;
  dismiss: (id: number) => void;
}

/** Raise a toast from anywhere (already translated text). */
export const toast: ToastApi = {
  success: (message) => toastStore.show('success', message),
  error: (message) => toastStore.show('error', message),
  warning: (message) => toastStore.show('warning', message),
  dismiss: (id) => toastStore.dismiss(id),
};
