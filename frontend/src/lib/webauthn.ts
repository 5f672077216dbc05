import type { AuthenticationCredentialDto, RegistrationCredentialDto } from '@api';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { TFunction } from 'i18next';
import type { ToastApi } from '@/components/toast';
import { isApiError } from '@/lib/api-fetch';

/**
 * The browser's side of passkeys (WebAuthn through @simplewebauthn/browser). The library is loaded on
 * the first ceremony only, never with the first screen.
 */

/** Whether this browser can create and use passkeys at all (no library needed to know). */
export const supportsPasskeys = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const library = () => import('@simplewebauthn/browser');

/** Of the client extensions' outputs, the one the server reads. */
function extensionResults(results: { credProps?: { rk?: boolean } }): { credProps?: { rk?: boolean } } {
  return results.credProps && typeof results.credProps.rk === 'boolean' ? { credProps: { rk: results.credProps.rk } } : {};
}

/** navigator.credentials.create() with the server's options: the answer, as the API takes it. */
export async function createPasskey(options: object): Promise<RegistrationCredentialDto> {
  const { startRegistration } = await library();
  const answer = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  return { ...answer, clientExtensionResults: extensionResults(answer.clientExtensionResults) } as RegistrationCredentialDto;
}

/**
 * navigator.credentials.get() with the server's options (any passkey of this site): the answer, as the API takes it.
 * `autofill`: offered in the autofill of the page's `autocomplete="... webauthn"` field (conditional mediation), and
 * answered once the member picks a passkey there; a later ceremony or {@link cancelPasskeyRequest} aborts it.
 */
export async function answerWithPasskey(options: object, autofill = false): Promise<AuthenticationCredentialDto> {
  const { startAuthentication } = await library();
  const answer = await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  return { ...answer, clientExtensionResults: extensionResults(answer.clientExtensionResults) } as AuthenticationCredentialDto;
}

/** Whether the browser offers passkeys in a field's autofill (conditional mediation); loads no library. */
export async function supportsPasskeyAutofill(): Promise<boolean> {
  if (!supportsPasskeys()) return false;
  const available = (window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  return (await available?.call(window.PublicKeyCredential).catch(() => false)) === true;
}

/** Ends the passkey request in progress (the autofill's, when the page that made it goes away). */
export async function cancelPasskeyRequest(): Promise<void> {
  (await library()).WebAuthnAbortService.cancelCeremony();
}

export type PasskeyProblem = 'cancelled' | 'alreadyAdded' | 'failed';

/**
 * What went wrong in the browser, for the message to show; null for an answer of the API (its own
 * message says it). Cancelling and the prompt timing out look the same to a page (NotAllowedError).
 */
export function passkeyProblemOf(error: unknown): PasskeyProblem | null {
  if (isApiError(error)) return null;
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'alreadyAdded';
  return 'failed';
}

/** Tells the member what went wrong in the browser (texts of the `passkeys` namespace); false for an API error, left to the caller. */
export function toastPasskeyProblem(error: unknown, toast: ToastApi, t: TFunction<'passkeys'>): boolean {
  const problem = passkeyProblemOf(error);
  if (problem === 'cancelled') toast.warning(t('problems.cancelled'));
  else if (problem) toast.error(t(`problems.${problem}`));
  return problem !== null;
}
