/**
 * Members created through the real Firebase Auth emulator (its REST API), as the web SDK would.
 * `Bearer owner` is the emulator's administrator credential.
 */
const HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-snippets';
const BASE = `http://${HOST}/identitytoolkit.googleapis.com/v1`;
const KEY = 'demo-api-key';

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase();
}

async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

export interface Member {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { idToken } = await call<{ idToken: string }>(`/accounts:signInWithPassword?key=${KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

export async function createMember(
  options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Passw0rd1';
  const { localId } = await call<{ localId: string }>(`/accounts:signUp?key=${KEY}`, {
    email,
    password,
    displayName: options.displayName,
    returnSecureToken: true,
  });
  if (options.verified !== false) {
    await call(`/projects/${PROJECT}/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
  }
  return { uid: localId, email, password, token: await signIn(email, password) };
}

export const bearer = (member: Pick<Member, 'token'>) => ({ authorization: `Bearer ${member.token}` });

const EMULATOR = `http://${HOST}/emulator/v1/projects/${PROJECT}`;

/** The out-of-band codes (verification, reset, sign-in links) the emulator "sent". */
export async function oobCodes(email: string): Promise<{ oobCode: string; oobLink: string; requestType: string; email: string }[]> {
  const response = await fetch(`${EMULATOR}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as {
    oobCodes: { oobCode: string; oobLink: string; requestType: string; email: string }[];
  };
  return codes.filter((c) => c.email.toLowerCase() === email.toLowerCase());
}

/** Sends the verification email as the web SDK does, then opens the link from the emulator. */
export async function verifyEmailThroughLink(email: string, password: string): Promise<string> {
  const idToken = await signIn(email, password);
  await call(`/accounts:sendOobCode?key=${KEY}`, { requestType: 'VERIFY_EMAIL', idToken });
  const code = (await oobCodes(email)).filter((c) => c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`No verification code for ${email}`);
  await call(`/accounts:update?key=${KEY}`, { oobCode: code.oobCode });
  return signIn(email, password);
}

/** A Google sign-in through the emulator's fake identity provider. */
export async function signInWithGoogle(profile: { sub: string; email: string; name?: string; picture?: string }): Promise<string> {
  const claims = { ...profile, email_verified: true };
  const { idToken } = await call<{ idToken: string }>(`/accounts:signInWithIdp?key=${KEY}`, {
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return idToken;
}
