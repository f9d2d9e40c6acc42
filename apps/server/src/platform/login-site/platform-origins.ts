import type { Database } from "../../db/database.ts";
import { allPlatformHosts } from "../cms/platform-hosts.repository.ts";

/** How long a read of the platforms' hosts is used: a host saved in 平台设置 is a return target on every instance within this. */
const HOSTS_KEPT_MS = 5_000;

/**
 * The portal origins of the platforms' own hosts (平台设置, `cli.js platform set`): where the login
 * site may send a member back and whose pages may open the chat socket, beside the configured
 * origins (ALLOWED_RETURN_ORIGINS). A host is set only by an administrator, so it is trusted like
 * the setting. Production serves platforms over HTTPS on the default port: only `https://host`;
 * elsewhere `http://host` too.
 */
export function originsOfHosts(hosts: readonly string[], production: boolean): string[] {
  return hosts.flatMap((host) => (production ? [`https://${host}`] : [`https://${host}`, `http://${host}`]));
}

/** The platforms' origins, read from the database at most every few seconds per instance. */
export interface PlatformOrigins {
  list(): Promise<string[]>;
}

export function createPlatformOrigins(db: Pick<Database, "select">, production: boolean, now: () => number = Date.now): PlatformOrigins {
  let kept: { at: number; origins: string[] } | null = null;
  let reading: Promise<string[]> | null = null;
  return {
    async list() {
      if (kept && now() - kept.at < HOSTS_KEPT_MS) return kept.origins;
      reading ??= allPlatformHosts(db)
        .then((hosts) => {
          kept = { at: now(), origins: originsOfHosts(hosts, production) };
          return kept.origins;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    },
  };
}
