import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashes: argon2id (the binding's default) with its default cost, 19 MiB, 2 passes, 1 lane
 * (OWASP's recommendation), as a PHC string that carries its own parameters.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to check against when there is no account, so an unknown address takes as long as a wrong password. */
let dummy: Promise<string> | null = null;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not the password of anyone');
  return dummy;
}
