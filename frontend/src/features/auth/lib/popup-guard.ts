import { identityErrorCode } from '@/lib/session';

/**
 * Only one popup sign-in runs at once; a new one cancels the previous (docs/specification.md, section 4).
 * Firebase itself rejects the older popup with `auth/cancelled-popup-request`; this guard also
 * drops the late answer of a popup that a newer one replaced, so only the newest attempt counts.
 */

/** Thrown for a popup attempt that a newer one replaced. */
export class PopupSupersededError extends Error {
  readonly code = 'app/popup-superseded';
  constructor() {
    super('A newer sign-in popup replaced this one');
    this.name = 'PopupSupersededError';
  }
}

/** Firebase codes of a popup the user closed or a newer popup cancelled: these stay silent. */
const SILENT_POPUP_CODES: ReadonlySet<string> = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
  'app/popup-superseded',
]);

export function isSilentPopupError(error: unknown): boolean {
  const code = identityErrorCode(error);
  return code !== undefined && SILENT_POPUP_CODES.has(code);
}

interface PopupGuard {
  /** Runs a popup attempt; its result (or failure) counts only while no newer attempt has started. */
  run<T>(attempt: () => Promise<T>): Promise<T>;
  /** True while the newest attempt has not settled. */
  readonly pending: boolean;
}

export function createPopupGuard(): PopupGuard {
  let latest = 0;
  let pending = false;
  return {
    async run<T>(attempt: () => Promise<T>): Promise<T> {
      latest += 1;
      const ticket = latest;
      pending = true;
      try {
        const result = await attempt();
        if (ticket !== latest) throw new PopupSupersededError();
        return result;
      } catch (error) {
        if (ticket !== latest) throw error instanceof PopupSupersededError ? error : new PopupSupersededError();
        throw error;
      } finally {
        if (ticket === latest) pending = false;
      }
    },
    get pending() {
      return pending;
    },
  };
}
