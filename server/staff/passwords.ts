import { hash, verify } from "@node-rs/argon2";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

export const MIN_PASSWORD_LENGTH = 12;
/** The sign-in form reads at most this much of a password. */
export const MAX_PASSWORD_LENGTH = 1024;

/** argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The 49,000 most common passwords of zxcvbn's list, in lower case. */
const commonPasswords = new Set((common.dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()));

/** zxcvbn's guessability estimate: it also catches a common password with digits added ("iloveyou1234"). */
const strength = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});
/** zxcvbn's 3: "safely unguessable", about 10^8 guesses and more. */
const LEAST_SCORE = 3;

/** Why a password may not be used, or null when it may. */
export function passwordProblem(password: string, email: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return "That password is on a list of common passwords. Choose another.";
  const name = email.toLowerCase().split("@")[0] ?? "";
  if (lower === email.toLowerCase() || (name.length >= 4 && lower.includes(name))) {
    return "The password may not contain the account's email.";
  }
  const estimate = strength.check(password, [email, name, "cleverobotics"]);
  if (estimate.score < LEAST_SCORE) {
    const why = estimate.feedback.warning ? ` ${estimate.feedback.warning}` : "";
    return `That password is too easy to guess.${why} Choose a longer one, such as a few unrelated words.`;
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
