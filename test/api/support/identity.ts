import { API_KEY, createMember, emulatorCall, type Member, oobCodes, signIn, uniqueEmail } from '../../support/emulator';

export { createMember, type Member, oobCodes, signIn, uniqueEmail };

export const bearer = (member: Pick<Member, 'token'>) => ({ authorization: `Bearer ${member.token}` });

/** Sends the verification email as the web SDK does, then opens the link from the emulator. */
export async function verifyEmailThroughLink(email: string, password: string): Promise<string> {
  const idToken = await signIn(email, password);
  await emulatorCall(`/accounts:sendOobCode?key=${API_KEY}`, { requestType: 'VERIFY_EMAIL', idToken });
  const code = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification code for ${email}`);
  await emulatorCall(`/accounts:update?key=${API_KEY}`, { oobCode: code.oobCode });
  return signIn(email, password);
}

/** A Google sign-in through the emulator's fake identity provider. */
export async function signInWithGoogle(profile: { sub: string; email: string; name?: string; picture?: string }): Promise<string> {
  const claims = { ...profile, email_verified: true };
  const { idToken } = await emulatorCall<{ idToken: string }>(`/accounts:signInWithIdp?key=${API_KEY}`, {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return idToken;
}
