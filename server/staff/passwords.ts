import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;

/** argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The 49,000 most common passwords of zxcvbn's list, in lower case. */
const commonPasswords = new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

/** Why a password may not be used, or null when it may. */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return "That password is on a list of common passwords. Choose another.";
  const name = email.toLowerCase().split("@")[0] ?? "";
  if (lower === email.toLowerCase() || (name.length >= 4 && lower.includes(name))) {
    return "The password may not contain the account's email.";
  }
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of no one's password, verified when the email has no account, so that an unknown
 * email costs the same time as a wrong password.
 */
export const decoyHash: Promise<string> = hashPassword(crypto.randomUUID());
