import { createHash, randomBytes } from 'node:crypto';

/**
 * Bearer secrets we hand out (personal API tokens, share links): a recognisable prefix and 256 random
 * bits, base64url. Only their SHA-256 is stored: with that many random bits a fast hash is enough
 * (there is no dictionary to guess from), and the row is found by it through a unique index.
 */
export function newSecretToken(prefix: string): { token: string; hash: Buffer } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashSecretToken(token) };
}

export const hashSecretToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
