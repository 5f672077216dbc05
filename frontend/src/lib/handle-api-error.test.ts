import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/toast';
import { ApiError } from './api-fetch';
import { handleApiError } from './handle-api-error';
import i18n from './i18n';

const toasts = () => toastStore.getSnapshot().map((toast) => [toast.kind, toast.message]);
const serverError = (status: number, message: string) => new ApiError(status, message, { statusCode: status, message, error: 'Error' });

beforeEach(async () => {
  toastStore.clear();
  await i18n.changeLanguage('en-EN');
});

describe('handleApiError', () => {
  it("toasts the server's translated message as an error", () => {
    handleApiError(serverError(409, 'Ya existe una tecnología con ese nombre'), 'Error creating new technology');
    expect(toasts()).toEqual([['error', 'Ya existe una tecnología con ese nombre']]);
  });

  it('toasts the fallback when the server sent no message, or the error is not from the API', () => {
    handleApiError(new ApiError(500, 'Something went wrong!', undefined), 'Error deleting technology');
    handleApiError(new TypeError('x is undefined'), 'Error editing technology');
    expect(toasts()).toEqual([
      ['error', 'Error deleting technology'],
      ['error', 'Error editing technology'],
    ]);
  });

  it('says so when the server could not be reached', () => {
    handleApiError(new ApiError(0, i18n.t('messages:errors.network'), null), 'Something went wrong!');
    expect(toasts()).toEqual([['error', 'Cannot reach the server. Check your connection and try again.']]);
  });

  it('always toasts the fallback when told not to show the server message', () => {
    handleApiError(serverError(409, 'A request is already pending'), 'Error requesting', { showServerMessage: false });
    expect(toasts()).toEqual([['error', 'Error requesting']]);
  });

  it('warns on 429 (too many requests)', () => {
    handleApiError(serverError(429, 'Too many requests, try again in a minute'), 'Something went wrong!');
    expect(toasts()).toEqual([['warning', 'Too many requests, try again in a minute']]);
  });

  it('stays silent on 401 (the session ends) and on aborted requests', () => {
    handleApiError(serverError(401, 'Invalid or expired token'), 'Something went wrong!');
    handleApiError(new DOMException('The operation was aborted.', 'AbortError'), 'Something went wrong!');
    expect(toasts()).toEqual([]);
  });
});
