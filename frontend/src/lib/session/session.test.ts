import { act } from '@testing-library/react';
import type { ScopedMutator } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/toast';
import { apiFetch, setApiCredentials } from '@/lib/api-fetch';
import i18n from '@/lib/i18n';
import { beginSession, signOut, startSession } from './session';
import { useSessionStore } from './session.store';
import { AUTH_TOKEN_KEY } from './token-storage';

/** What the session did with the SWR cache: `reset` for "drop everything", else the key it reloaded. */
let cacheCalls: unknown[] = [];
const mutate = (async (key: unknown) => {
  cacheCalls.push(typeof key === 'function' ? 'reset' : key);
}) as unknown as ScopedMutator;

let wentHome: { replace: boolean }[] = [];
let identitySignOuts = 0;

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);

beforeEach(async () => {
  cacheCalls = [];
  wentHome = [];
  identitySignOuts = 0;
  act(() => toastStore.clear());
  startSession({
    goHome: (options) => wentHome.push(options),
    identity: {
      refreshToken: async () => null,
      signOut: async () => {
        identitySignOuts += 1;
      },
    },
  });
  await i18n.changeLanguage('en-EN');
});
afterEach(() => {
  setApiCredentials(null);
  vi.unstubAllGlobals();
});

describe('the session', () => {
  it('a verified sign-in drops the previous cache, stores the token and loads the member', async () => {
    await beginSession('token-1', mutate);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-1');
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    expect(cacheCalls[0]).toBe('reset');
    expect(cacheCalls).toContainEqual(['/api/users']);
  });

  it('logout signs out everywhere, says "logged out" and goes to the root page', async () => {
    await beginSession('token-1', mutate);
    cacheCalls = [];
    await signOut(mutate);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(identitySignOuts).toBe(1);
    expect(cacheCalls[0]).toBe('reset');
    expect(toasts()).toEqual([['success', 'Logged out']]);
    expect(wentHome).toEqual([{ replace: false }]);
  });

  it('a 401 answer ends the session of a member: "session expired" and the root page, in place of the current one', async () => {
    await beginSession('token-1', mutate);
    const unauthorized = { statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' };
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(unauthorized), { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    await expect(apiFetch('/api/users', { method: 'GET' })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(toasts()).toEqual([['warning', 'Your session has expired. Log in again.']]);
    expect(wentHome).toEqual([{ replace: true }]);
  });
});
