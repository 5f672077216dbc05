import { describe, expect, it } from 'vitest';
import { deferred } from '@/test/deferred';
import { signInErrorKey, popupErrorKey } from './auth-errors';
import { createPopupGuard, isSilentPopupError, PopupSupersededError } from './popup-guard';

describe('one popup sign-in at a time', () => {
  it('a newer popup supersedes the older one, whose late answer is dropped', async () => {
    const guard = createPopupGuard();
    const first = deferred<string>();
    const second = deferred<string>();
    const firstRun = guard.run(() => first.promise);
    const secondRun = guard.run(() => second.promise);
    expect(guard.pending).toBe(true);
    first.resolve('old user');
    await expect(firstRun).rejects.toBeInstanceOf(PopupSupersededError);
    expect(guard.pending).toBe(true);
    second.resolve('new user');
    await expect(secondRun).resolves.toBe('new user');
    expect(guard.pending).toBe(false);
  });

  it("the older popup's cancellation by Firebase is silent; the newest one's failure is not", async () => {
    const guard = createPopupGuard();
    const first = deferred<string>();
    const second = deferred<string>();
    const firstRun = guard.run(() => first.promise);
    const secondRun = guard.run(() => second.promise);
    first.reject({ code: 'auth/cancelled-popup-request' });
    await expect(firstRun).rejects.toSatisfy(isSilentPopupError);
    second.reject({ code: 'auth/internal-error' });
    const error = await secondRun.catch((caught: unknown) => caught);
    expect(isSilentPopupError(error)).toBe(false);
    expect(guard.pending).toBe(false);
  });

  it('a popup the user closed is silent', () => {
    expect(isSilentPopupError({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(isSilentPopupError({ code: 'auth/cancelled-popup-request' })).toBe(true);
    expect(isSilentPopupError(new PopupSupersededError())).toBe(true);
    expect(isSilentPopupError({ code: 'auth/network-request-failed' })).toBe(false);
    expect(isSilentPopupError(new Error('boom'))).toBe(false);
  });

  it('maps Firebase failures to the seed messages', () => {
    expect(signInErrorKey({ code: 'auth/invalid-credential' })).toBe('messages:errors.wrongCredentials');
    expect(signInErrorKey({ code: 'auth/wrong-password' })).toBe('messages:errors.wrongCredentials');
    expect(signInErrorKey({ code: 'auth/user-not-found' })).toBe('messages:errors.wrongCredentials');
    expect(signInErrorKey({ code: 'auth/internal-error' })).toBe('messages:errors.generic');
    expect(popupErrorKey({ code: 'auth/internal-error' })).toBe('messages:errors.generic');
    expect(popupErrorKey({ code: 'auth/account-exists-with-different-credential' })).toBe('auth:errors.accountExists');
  });
});
