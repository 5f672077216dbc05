import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { ApiDateTime } from '../../../common/openapi/api-date-time.decorator';
import { field } from '../../../common/validation/field';
import { IdParams, IsFlag, IsNested, IsOneOf, IsText, IsWholeNumber } from '../../../common/validation/decorators';
import { IdAnswer } from '../../../common/openapi/id-answer';

/** WebAuthn's binary fields travel as base64url text (no padding). */
const BASE64URL = { regex: /^[A-Za-z0-9_-]*$/, message: 'passkeys.badResponse' } as const;
const base64url = (maxLength: number, description: string, optional = false) =>
  IsText({ maxLength, pattern: BASE64URL, description, optional });

/** The transports an authenticator reports (`usb`, `internal`, `hybrid`, ...); unknown ones are dropped. */
function IsTransports(): PropertyDecorator {
  return field(
    { optional: true, description: 'How the browser reaches the authenticator, as it reported them', example: ['internal', 'hybrid'] },
    { type: [String], maxItems: 10 },
    IsArray(),
    ArrayMaxSize(10),
    IsString({ each: true }),
    MaxLength(20, { each: true }),
  );
}

class CredentialPropertiesDto {
  @IsFlag({ optional: true, description: 'The credential is discoverable (a passkey)' })
  rk?: boolean;
}

/** The client extensions' outputs the server reads (others are not sent). */
class ClientExtensionResultsDto {
  @IsNested(() => CredentialPropertiesDto, { optional: true })
  credProps?: CredentialPropertiesDto;
}

const KINDS = {
  type: { enum: ['public-key'] as const },
  attachment: { enum: ['platform', 'cross-platform'] as const, enumName: 'AuthenticatorAttachment' },
};

/** The parts of a WebAuthn credential both ceremonies answer with (`PublicKeyCredential.toJSON()`). */
class CredentialJsonDto {
  @base64url(1400, 'The credential id')
  id: string;

  @base64url(1400, 'The credential id (the same as id)')
  rawId: string;

  @IsOneOf(KINDS.type)
  type: 'public-key';

  @IsOneOf(KINDS.attachment, { optional: true })
  authenticatorAttachment?: 'platform' | 'cross-platform';

  @IsNested(() => ClientExtensionResultsDto, { optional: true })
  clientExtensionResults?: ClientExtensionResultsDto;
}

class AttestationResponseDto {
  @base64url(4096, 'clientDataJSON')
  clientDataJSON: string;

  @base64url(16384, 'The attestation object (CBOR)')
  attestationObject: string;

  @base64url(8192, 'The authenticator data (with the new public key)', true)
  authenticatorData?: string;

  @IsTransports()
  transports?: string[];

  @IsWholeNumber({ min: -65536, max: 65536, optional: true, description: 'COSE algorithm of the new key' })
  publicKeyAlgorithm?: number;

  @base64url(8192, 'The public key (SubjectPublicKeyInfo)', true)
  publicKey?: string;
}

/** What `navigator.credentials.create()` answered, as JSON (`RegistrationResponseJSON`). */
export class RegistrationCredentialDto extends CredentialJsonDto {
  @IsNested(() => AttestationResponseDto)
  response: AttestationResponseDto;
}

class AssertionResponseDto {
  @base64url(4096, 'clientDataJSON')
  clientDataJSON: string;

  @base64url(4096, 'The authenticator data')
  authenticatorData: string;

  @base64url(8192, 'The signature over authenticatorData and the hash of clientDataJSON (ML-DSA signatures take several kB)')
  signature: string;

  @base64url(128, 'The user handle of a discoverable credential (the member it belongs to)', true)
  userHandle?: string;
}

/** What `navigator.credentials.get()` answered, as JSON (`AuthenticationResponseJSON`). */
export class AuthenticationCredentialDto extends CredentialJsonDto {
  @IsNested(() => AssertionResponseDto)
  response: AssertionResponseDto;
}

export class AddPasskeyDto {
  @IsText({ trim: true, notEmpty: 'passkeys.nameRequired', maxLength: 60, description: 'The member\'s name for it (e.g. "Phone")' })
  name: string;

  @IsNested(() => RegistrationCredentialDto, { description: 'The answer of the authenticator to the registration options' })
  credential: RegistrationCredentialDto;
}

export class PasskeySignInDto {
  @IsNested(() => AuthenticationCredentialDto, { description: 'The answer of the authenticator to the sign-in options' })
  credential: AuthenticationCredentialDto;
}

export class PasskeyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  name: string;

  @ApiDateTime()
  createdAt: string;

  @ApiDateTime({ nullable: true, description: 'Null: never used to sign in' })
  lastUsedAt: string | null;
}

export class DeletedPasskeyDto extends IdAnswer('deletedID') {}

export class PasskeyIdParams extends IdParams('id', 'The passkey') {}

/** The WebAuthn options to hand to the browser (`PublicKeyCredentialCreationOptionsJSON` / `...RequestOptionsJSON`). */
export const WEBAUTHN_OPTIONS = {
  description:
    'Options for navigator.credentials (as JSON; @simplewebauthn/browser takes them as they are). They work once, for 5 minutes.',
  schema: { type: 'object' as const, additionalProperties: true },
};
