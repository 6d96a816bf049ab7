import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isPasswordLongEnough, PASSWORD_LENGTH_MESSAGE } from '../../permissions/passwordRule';
import { englishText } from '../englishText';
import { COMMON_PASSWORDS } from './commonPasswords';

// SECURITY.md: scrypt N=2^17, r=8, p=1. 128·N·r bytes = 128 MiB, so maxmem is raised above it.
const PARAMS = { logN: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$logN$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.logN, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.logN, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * A hash to check against when there is no user: an unknown e-mail then costs the same time as a
 * wrong password.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

/**
 * What is wrong with a new password, in words for the person choosing it; undefined when fine. Its
 * length is the rule the forms state (permissions/passwordRule.ts), refused in the forms' words.
 */
export function passwordPolicyProblem(password: string, email?: string): string | undefined {
  if (!isPasswordLongEnough(password)) return englishText(PASSWORD_LENGTH_MESSAGE);
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'This password is too common. Choose one that is harder to guess.';
  if (email && lowered === email.toLowerCase()) return 'The password must not be your email address.';
  return undefined;
}
