import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The HS256 secret: `TOKEN_SECRET` when set; otherwise one generated once and kept in the data
 * folder, so sessions survive restarts. Production must set it: a secret on local disk would differ
 * between instances behind a load balancer.
 */
export async function loadTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<Uint8Array> {
  if (env.TOKEN_SECRET) {
    if (env.TOKEN_SECRET.length < 32) throw new Error("TOKEN_SECRET must be at least 32 characters");
    return new TextEncoder().encode(env.TOKEN_SECRET);
  }
  if (env.NODE_ENV === "production") throw new Error("TOKEN_SECRET is required when NODE_ENV=production");
  const file = path.join(dataDir, "token-secret");
  try {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  } catch {
    // First start: fall through and generate one.
  }
  const secret = randomBytes(48).toString("base64url");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
