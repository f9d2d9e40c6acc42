import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// N=2^15, r=8 needs 32 MiB; maxmem must exceed 128*N*r, so allow double that.
const COST_LOG2 = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 128 * 2 ** COST_LOG2 * BLOCK_SIZE * 2;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt and a fresh salt into `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: 2 ** COST_LOG2, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEM }, KEY_LENGTH);
  return ["scrypt", COST_LOG2, BLOCK_SIZE, PARALLELISM, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [, costText, blockText, parallelText, saltText = "", hashText = ""] = parts;
  const cost = Number(costText);
  const block = Number(blockText);
  const parallel = Number(parallelText);
  // The parameters come from our own table, but bound them so a corrupt row cannot exhaust memory.
  if (![cost, block, parallel].every(Number.isInteger) || cost < 10 || cost > 20 || block < 1 || block > 16 || parallel < 1 || parallel > 4) return false;
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length < 16) return false;
  const key = await derive(
    password,
    Buffer.from(saltText, "base64url"),
    { N: 2 ** cost, r: block, p: parallel, maxmem: 128 * 2 ** cost * block * 2 },
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

/**
 * The mark of a hash the platform retired (back office 重置为短信登录): `retired$<the old hash>`.
 * `verifyPassword` answers false for it whatever is typed, so every path that checks the login
 * password refuses it; only the log-in reads the old hash inside, to tell its owner why
 * (`verifyRetiredPassword`).
 */
export const RETIRED_HASH_PREFIX = "retired$";

/** Whether `password` is the one a retired hash held (false for any hash that is not retired). */
export async function verifyRetiredPassword(password: string, stored: string): Promise<boolean> {
  return stored.startsWith(RETIRED_HASH_PREFIX) && verifyPassword(password, stored.slice(RETIRED_HASH_PREFIX.length));
}
