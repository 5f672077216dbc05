/**
 * The Firebase Auth emulator's REST API, as the web SDK and the admin SDK use it: shared by the API
 * tests and the browser tests to create members and read the links it "sends". `Bearer owner` is
 * the emulator's administrator credential.
 */
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const PROJECT = process.env.FIREBASE_PROJECT_ID ?? 'demo-snippets';
const BASE = `http://${EMULATOR_HOST}/identitytoolkit.googleapis.com/v1`;
export const API_KEY = 'demo-api-key';

export async function emulatorCall<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
  return json;
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`.toLowerCase();
}

export interface Member {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export async function signIn(email: string, password: string): Promise<string> {
  const { idToken } = await emulatorCall<{ idToken: string }>(`/accounts:signInWithPassword?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/** An email-and-password account, verified unless `verified: false`, and its ID token. */
export async function createMember(
  options: { email?: string; password?: string; displayName?: string; verified?: boolean } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Passw0rd1';
  const { localId } = await emulatorCall<{ localId: string }>(`/accounts:signUp?key=${API_KEY}`, {
    email,
    password,
    displayName: options.displayName,
    returnSecureToken: true,
  });
  if (options.verified !== false) {
    await emulatorCall(`/projects/${PROJECT}/accounts:update`, { localId, emailVerified: true }, { authorization: 'Bearer owner' });
  }
  return { uid: localId, email, password, token: await signIn(email, password) };
}

export interface OobCode {
  oobCode: string;
  oobLink: string;
  requestType: string;
  email: string;
}

/** The out-of-band codes (verification, reset, sign-in links) the emulator "sent" to an email. */
export async function oobCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(`http://${EMULATOR_HOST}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes: codes } = (await response.json()) as { oobCodes: OobCode[] };
  return codes.filter((c) => c.email.toLowerCase() === email.toLowerCase());
}
