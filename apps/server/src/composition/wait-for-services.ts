import type { DatabaseLocation } from "../db/database.ts";
import { databaseReachable, placeOf } from "../db/database-reachable.ts";
import type { ObjectStoreConfig } from "../platform/object-store/object-store.config.ts";
import { storeProbe } from "../platform/object-store/store-probe.ts";
import { startupWaitMs, waitFor } from "./wait-for.ts";

/**
 * Before the services or a CLI command touch the database: waits for a Postgres that is not up yet
 * (one line per try, STARTUP_WAIT_SECONDS in all), and ends the process with one line naming
 * DATABASE_URL when it refuses the setting or never answers. PGlite needs no wait.
 */
export async function waitForDatabase(location: DatabaseLocation, who: string): Promise<void> {
  if (!("url" in location)) return;
  const { url } = location;
  const refused = await waitFor({ what: `the database at ${placeOf(url)}`, attempt: () => databaseReachable(url), withinMs: startupWaitMs() });
  if (!refused) return;
  console.error(`${who} will not start: DATABASE_URL (${placeOf(url)}): ${refused}`);
  process.exit(2);
}

/** The same for an external object store (OBJECT_STORE_ENDPOINT); the embedded one starts with the services. */
export async function waitForObjectStore(config: ObjectStoreConfig, who: string): Promise<void> {
  if (config.embedded) return;
  const answers = storeProbe(config);
  const refused = await waitFor({
    what: `the object store at ${config.endpoint}`,
    attempt: async () => ((await answers()) ? { ok: true } : { ok: false, retry: true, reason: "no answer (refused, timed out or a server error)" }),
    withinMs: startupWaitMs(),
  });
  if (!refused) return;
  console.error(`${who} will not start: OBJECT_STORE_ENDPOINT (${config.endpoint}): ${refused}`);
  process.exit(2);
}
