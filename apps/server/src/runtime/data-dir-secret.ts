import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a secret comes from and how long it must be. */
export interface SecretSource {
  /** The environment variable that sets it (production must). */
  variable: string;
  /** Its file in the data folder when generated. */
  file: string;
  minLength?: number;
}

/**
 * Secrets that once shipped as constants in the source, and so are public: never accepted in
 * production, whatever variable carries them.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set(["cidp-local-object-store-secret-not-for-production"]);

/**
 * A secret from its environment variable; else (outside production) one generated on first start
 * into the data folder with mode 0600 and read again on later starts, so every process on the same
 * folder (the server, the embedded store) and every restart agree, while no two installations share
 * one. Production refuses to start without the variable, or with a published default.
 */
export function dataDirSecret(env: NodeJS.ProcessEnv, dataDir: string, { variable, file, minLength = 32 }: SecretSource): string {
  const given = env[variable];
  if (given) {
    if (given.length < minLength) throw new Error(`${variable} must be at least ${minLength} characters`);
    if (env.NODE_ENV === "production" && PUBLISHED_SECRETS.has(given)) throw new Error(`${variable} is a published default: set a secret of your own`);
    return given;
  }
  if (env.NODE_ENV === "production") throw new Error(`${variable} is required when NODE_ENV=production`);
  const where = path.join(dataDir, file);
  const stored = readStored(where, minLength);
  if (stored) return stored;
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: when two processes start on a fresh folder at once, the first one's secret wins.
    writeFileSync(where, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const written = readStored(where, minLength);
  if (!written) throw new Error(`${where} holds no usable secret: remove it to have a new one generated`);
  return written;
}

function readStored(file: string, minLength: number): string | null {
  try {
    const value = readFileSync(file, "utf8").trim();
    if (value.length < minLength) return null;
    // A copy restored with looser permissions is tightened again.
    chmodSync(file, 0o600);
    return value;
  } catch {
    return null;
  }
}
