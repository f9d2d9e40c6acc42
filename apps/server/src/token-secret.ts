import { dataDirSecret } from "./runtime/data-dir-secret.ts";

/**
 * The HS256 secret: `TOKEN_SECRET` when set; otherwise one generated once and kept in the data
 * folder, so sessions survive restarts. Production must set it: a secret on local disk would differ
 * between instances behind a load balancer.
 */
export async function loadTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<Uint8Array> {
  return new TextEncoder().encode(dataDirSecret(env, dataDir, { variable: "TOKEN_SECRET", file: "token-secret" }));
}
