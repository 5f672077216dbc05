import { type AuthenticationCredentialDto, passkeySignInOptions, type SessionDto } from '@api';
import { ApiError, errorMessageOf, SKIP_AUTH_HEADER } from '@/lib/api-fetch';
import i18n, { currentLanguage } from '@/lib/i18n';
import { answerWithPasskey } from '@/lib/webauthn';

/**
 * POST /api/auth/passkeys/sign-in outside the API client: a refused passkey (401) is an answer to show,
 * not the end of a session. The server sets the refresh cookie, as for a password sign-in.
 */
async function sendSignIn(credential: AuthenticationCredentialDto): Promise<SessionDto> {
  let response: Response;
  try {
    response = await fetch('/api/auth/passkeys/sign-in', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': currentLanguage() },
      body: JSON.stringify({ credential }),
    });
  } catch {
    throw new ApiError(0, i18n.t('messages:errors.network'), null);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, errorMessageOf(data) ?? i18n.t('messages:errors.generic'), data);
  return data as SessionDto;
}

/** Signs in with any passkey of this site the member picks (`autofill`: in the email field's autofill): answers the access token. */
export async function signInWithPasskey(autofill = false): Promise<string> {
  const options = await passkeySignInOptions({ headers: { [SKIP_AUTH_HEADER]: '1' } });
  const session = await sendSignIn(await answerWithPasskey(options, autofill));
  return session.accessToken;
}
