import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { AppException, badRequest, conflict, notFound, unauthorized } from '../../../common/errors';
import { hashSecretToken } from '../../../common/secret-token';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import type { Passkey, User } from '../../../database/schema';
import { TransactionRunner } from '../../../database/transaction-runner';
import { UsersService } from '../../users/users.service';
import { BuiltinAuthService, type IssuedSession } from '../builtin/builtin-auth.service';
import { type ChallengePurpose, PasskeysRepository } from './passkeys.repository';
import type { AddPasskeyDto, AuthenticationCredentialDto, DeletedPasskeyDto, PasskeyDto, RegistrationCredentialDto } from './passkeys.dto';

/** The provider name of passkeys in user_identities (subject: the credential id). */
export const PASSKEY = 'passkey';

/** Passkeys one member may have. */
export const MAX_PASSKEYS = 10;

/** How long the browser and the member have to answer a challenge. */
const CHALLENGE_MINUTES = 5;

/** The transports WebAuthn defines; others an authenticator reports are not kept. */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const challengeHash = (challenge: string) => hashSecretToken(challenge).toString('hex');

/** The challenge the browser signed, read from clientDataJSON (base64url JSON); null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof clientData.challenge === 'string' && clientData.challenge.length > 0 ? clientData.challenge : null;
  } catch {
    return null;
  }
}

const toDto = (passkey: Passkey): PasskeyDto => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys of built-in accounts (WebAuthn, @simplewebauthn/server): a member adds them while signed
 * in and signs in with one instead of the password. The relying party is PUBLIC_URL (its host name is
 * the RP id, its origin the only one accepted). Each challenge is stored as a hash, lives
 * CHALLENGE_MINUTES and is used up by the first answer to it, right or wrong. A passkey sign-in starts
 * the same session as a password sign-in (BuiltinAuthService). 404 unless AUTH_PROVIDER=builtin.
 */
@Injectable()
export class PasskeysService {
  private readonly logger = new Logger(PasskeysService.name);
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PasskeysRepository) private readonly passkeys: PasskeysRepository,
    @Inject(BuiltinAuthService) private readonly builtin: BuiltinAuthService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(TransactionRunner) private readonly transactions: TransactionRunner,
  ) {
    const site = new URL(config.publicUrl);
    this.rpID = site.hostname;
    this.origin = site.origin;
  }

  async list(user: User): Promise<PasskeyDto[]> {
    this.builtin.requireEnabled();
    return (await this.passkeys.listOf(user.id, MAX_PASSKEYS)).map(toDto);
  }

  private tooMany() {
    return new AppException(HttpStatus.CONFLICT, 'passkeys.tooMany', { max: MAX_PASSKEYS });
  }

  private async storeChallenge(challenge: string, purpose: ChallengePurpose, userId: string | null): Promise<void> {
    const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
    await this.passkeys.createChallenge({ challengeHash: challengeHash(challenge), purpose, userId, expiresAt });
  }

  /** Uses up the challenge the answer signed (400 when it is not one of ours, used, expired or someone else's); answers it. */
  private async consumeChallenge(clientDataJSON: string, purpose: ChallengePurpose, userId: string | null): Promise<string> {
    const challenge = challengeOf(clientDataJSON);
    if (!challenge || !(await this.passkeys.consumeChallenge(challengeHash(challenge), purpose, userId))) {
      throw badRequest('passkeys.challengeInvalid');
    }
    return challenge;
  }

  /** Options to create a passkey for the member: a discoverable credential with user verification (409 at MAX_PASSKEYS). */
  async registrationOptions(user: User): Promise<PublicKeyCredentialCreationOptionsJSON> {
    this.builtin.requireEnabled();
    const existing = await this.passkeys.listOf(user.id, MAX_PASSKEYS);
    if (existing.length >= MAX_PASSKEYS) throw this.tooMany();
    const options = await generateRegistrationOptions({
      rpName: 'Snipstack',
      rpID: this.rpID,
      userName: user.email,
      userID: new TextEncoder().encode(user.id),
      userDisplayName: user.username,
      timeout: CHALLENGE_MINUTES * 60_000,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.storeChallenge(options.challenge, 'register', user.id);
    return options;
  }

  /** Checks the authenticator's answer to the member's registration options and keeps the passkey (an identity of the member). */
  async add(user: User, body: AddPasskeyDto): Promise<PasskeyDto> {
    this.builtin.requireEnabled();
    const credential = body.credential;
    const expectedChallenge = await this.consumeChallenge(credential.response.clientDataJSON, 'register', user.id);
    const registration = await this.verifyRegistration(credential, expectedChallenge);
    const created = await this.transactions.run(async (tx) => {
      // The member's row is locked so that two additions at once cannot pass MAX_PASSKEYS.
      await this.users.lock(tx, user.id);
      if ((await this.passkeys.countOf(tx, user.id)) >= MAX_PASSKEYS) throw this.tooMany();
      const passkey = await this.passkeys.insert(tx, {
        userId: user.id,
        credentialId: registration.id,
        publicKey: Buffer.from(registration.publicKey).toString('base64url'),
        counter: registration.counter,
        transports: (credential.response.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
        name: body.name,
      });
      if (!passkey) throw conflict('passkeys.alreadyAdded');
      await this.users.addIdentity(tx, user.id, PASSKEY, passkey.credentialId);
      return passkey;
    });
    return toDto(created);
  }

  private async verifyRegistration(credential: RegistrationCredentialDto, expectedChallenge: string) {
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({
        response: { clientExtensionResults: {}, ...credential } as RegistrationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
      if (verified) return registrationInfo.credential;
    } catch (error) {
      this.logger.warn(`A passkey was refused: ${(error as Error).message}`);
    }
    throw badRequest('passkeys.notVerified');
  }

  /** Deletes the member's passkey (404 when they have none of this id): it no longer signs them in. */
  async remove(user: User, id: string): Promise<DeletedPasskeyDto> {
    this.builtin.requireEnabled();
    const deleted = await this.transactions.run(async (tx) => {
      const passkey = await this.passkeys.deleteOf(tx, user.id, id);
      if (passkey) await this.users.removeIdentity(tx, user.id, PASSKEY, passkey.credentialId);
      return passkey;
    });
    if (!deleted) throw notFound('passkeys.notFound');
    return { deletedID: deleted.id };
  }

  /** Options to sign in with any passkey of this site (discoverable credentials: no email asked first). */
  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    this.builtin.requireEnabled();
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      timeout: CHALLENGE_MINUTES * 60_000,
      userVerification: 'required',
    });
    await this.storeChallenge(options.challenge, 'sign-in', null);
    return options;
  }

  /**
   * Checks the authenticator's answer to sign-in options: the challenge (400), a passkey we know
   * (401), its signature, user verification and a counter that moved forward (401). Answers the
   * member's new session.
   */
  async signIn(credential: AuthenticationCredentialDto): Promise<IssuedSession> {
    this.builtin.requireEnabled();
    const expectedChallenge = await this.consumeChallenge(credential.response.clientDataJSON, 'sign-in', null);
    const passkey = await this.passkeys.findByCredentialId(credential.id);
    if (!passkey) throw unauthorized('passkeys.unknown');
    const { userHandle } = credential.response;
    if (userHandle && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.userId) throw unauthorized('passkeys.signInFailed');
    let newCounter: number;
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response: { clientExtensionResults: {}, ...credential } as AuthenticationResponseJSON,
        expectedChallenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: true,
      });
      if (!verified) throw new Error('not verified');
      newCounter = authenticationInfo.newCounter;
    } catch (error) {
      this.logger.warn(`A passkey sign-in was refused: ${(error as Error).message}`);
      throw unauthorized('passkeys.signInFailed');
    }
    if (!(await this.passkeys.recordUse(passkey.id, passkey.counter, newCounter))) throw unauthorized('passkeys.signInFailed');
    return this.builtin.signInVerifiedMember(passkey.userId);
  }
}
