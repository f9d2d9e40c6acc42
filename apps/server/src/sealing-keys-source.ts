import { dataDirSecret } from "./runtime/data-dir-secret.ts";
import { parseSealingKeys, type SealingKeys, sealingKeysOf } from "./security/sealing-keys.ts";

/**
 * The sealing keys (security/sealing-keys.ts): `SEALING_KEYS` when set; otherwise (outside
 * production) one key generated once into the data folder as `sealing-key`, id `local`, so `npm
 * start` keeps its sealed demo across restarts. Production must set it, and keep it with the backups.
 */
export function loadSealingKeys(env: NodeJS.ProcessEnv, dataDir: string): SealingKeys {
  if (env.SEALING_KEYS) return parseSealingKeys(env.SEALING_KEYS);
  return sealingKeysOf([["local", dataDirSecret(env, dataDir, { variable: "SEALING_KEYS", file: "sealing-key" })]]);
}
