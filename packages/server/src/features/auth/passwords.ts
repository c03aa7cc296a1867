import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
// 2 is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown keeps login time the same either way. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword('decoy-password-never-matches');
  return decoy;
};
