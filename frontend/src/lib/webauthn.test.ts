import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch';
import { passkeyProblemOf } from './webauthn';

describe('passkeyProblemOf', () => {
  it('reads a cancelled or timed-out prompt, and an abort, as cancelled', () => {
    expect(passkeyProblemOf(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe('cancelled');
    expect(passkeyProblemOf(new DOMException('Aborted', 'AbortError'))).toBe('cancelled');
    expect(passkeyProblemOf(Object.assign(new Error('Cancelled'), { code: 'ERROR_CEREMONY_ABORTED' }))).toBe('cancelled');
  });

  it('reads an authenticator that holds the passkey already as alreadyAdded', () => {
    expect(passkeyProblemOf(new DOMException('excluded', 'InvalidStateError'))).toBe('alreadyAdded');
    expect(passkeyProblemOf(Object.assign(new Error('x'), { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }))).toBe('alreadyAdded');
  });

  it('leaves the answers of the API to their own message, and calls anything else a failure', () => {
    expect(passkeyProblemOf(new ApiError(401, 'This passkey could not sign you in', null))).toBeNull();
    expect(passkeyProblemOf(new Error('WebAuthn is not supported in this browser'))).toBe('failed');
    expect(passkeyProblemOf(undefined)).toBe('failed');
  });
});
