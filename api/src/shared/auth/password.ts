import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
// argon2 hashes on libuv's thread pool, so the event loop keeps serving.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

// Verifying against a throw-away hash makes a login for an unknown e-mail cost
// the same time as a wrong password, so timing does not reveal who has an account.
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
