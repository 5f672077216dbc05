import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for the API tests: it makes real ES256 credentials with
 * node:crypto and answers registration options (attestation "none") and sign-in options (an
 * assertion) byte for byte as the WebAuthn Level 3 specification lays them out, so the server
 * verifies real signatures. It does what a browser and a platform authenticator do together: the
 * clientDataJSON, the authenticator data, the COSE key and the CBOR attestation object.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | Buffer | string) => createHash('sha256').update(data).digest();

// ---- CBOR (RFC 8949): the few types an attestation object and a COSE key need -------------------

type Cbor = number | string | Buffer | Map<number | string, Cbor>;

function cborHead(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const head = Buffer.alloc(3);
    head[0] = (major << 5) | 25;
    head.writeUInt16BE(value, 1);
    return head;
  }
  const head = Buffer.alloc(5);
  head[0] = (major << 5) | 26;
  head.writeUInt32BE(value, 1);
  return head;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

// ---- the authenticator ---------------------------------------------------------------------------

/** Authenticator data flags (WebAuthn §6.1). */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

export interface SoftwareCredential {
  id: string;
  rpId: string;
  /** The user handle the site gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  signCount: number;
}

/** What the options of the server look like, as far as the authenticator reads them. */
export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface Answer<R> {
  id: string;
  rawId: string;
  type: 'public-key';
  response: R;
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment: 'platform';
}
export type RegistrationAnswer = Answer<{ clientDataJSON: string; attestationObject: string; transports: string[] }>;
export type AuthenticationAnswer = Answer<{ clientDataJSON: string; authenticatorData: string; signature: string; userHandle: string }>;

/** What a test may change about one answer, to see the server refuse it. */
export interface Tampering {
  /** The challenge signed instead of the options' one. */
  challenge?: string;
  /** The page's origin as the browser would report it. */
  origin?: string;
  /** The RP id whose hash the authenticator data starts with. */
  rpId?: string;
  /** Leave out user verification (the UV flag). */
  unverified?: boolean;
  /** The signature counter to report (by default the stored one plus 1). */
  signCount?: number;
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  // COSE_Key of an EC2 P-256 key for ES256 (RFC 9053): kty 2, alg -7, crv 1, x, y.
  return cbor(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  /** `origin`: the page the browser runs (its host name is the RP id unless the options name one). */
  constructor(readonly origin: string) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, tampering: Tampering): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge: tampering.challenge ?? challenge, origin: tampering.origin ?? this.origin, crossOrigin: false }),
    );
  }

  private flags(tampering: Tampering): number {
    return FLAGS.userPresent | (tampering.unverified ? 0 : FLAGS.userVerified);
  }

  /** navigator.credentials.create(): a new discoverable ES256 credential for the options' user. */
  register(options: CreationOptions, tampering: Tampering & { again?: SoftwareCredential } = {}): RegistrationAnswer {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    // `again`: the same credential (id and key) registered once more, as an authenticator ignoring excludeCredentials would.
    const { privateKey, publicKey } = tampering.again ?? generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const credentialId = tampering.again ? Buffer.from(tampering.again.id, 'base64url') : randomBytes(32);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const aaguid = Buffer.alloc(16);
    const attested = Buffer.concat([aaguid, idLength, credentialId, coseKey(publicKey)]);
    const signCount = tampering.signCount ?? 0;
    const authData = authenticatorData(tampering.rpId ?? rpId, this.flags(tampering) | FLAGS.attestedCredentialData, signCount, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const credential: SoftwareCredential = {
      id: b64url(credentialId),
      rpId,
      userHandle: options.user.id,
      privateKey,
      publicKey,
      signCount,
    };
    if (!tampering.again) this.credentials.push(credential);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, tampering)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * navigator.credentials.get() with a discoverable credential: an assertion by `credential` (by
   * default the newest one of the RP), signed over authenticatorData || SHA-256(clientDataJSON).
   */
  authenticate(options: RequestOptions, tampering: Tampering & { credential?: SoftwareCredential } = {}): AuthenticationAnswer {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const credential = tampering.credential ?? this.credentials.filter((c) => c.rpId === rpId).at(-1);
    if (!credential) throw new Error(`No credential for ${rpId}`);
    credential.signCount = tampering.signCount ?? credential.signCount + 1;
    const authData = authenticatorData(tampering.rpId ?? rpId, this.flags(tampering), credential.signCount);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tampering);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** A copy of a credential (a cloned authenticator): the same key, its own counter. */
  clone(credential: SoftwareCredential): SoftwareCredential {
    return { ...credential };
  }
}
