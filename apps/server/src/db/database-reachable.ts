import pg from "pg";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

/** Whether the database of `url` answers now; if not, whether waiting may help and why, in one line. */
export type Reachability = { ok: true } | { ok: false; retry: boolean; reason: string };

/** Postgres' refusals that waiting does not cure, with what to change (the setting is DATABASE_URL). */
const SETTING_PROBLEMS: Readonly<Record<string, string>> = {
  "28P01": "the database refused the password: check the password in DATABASE_URL",
  "28000": "the database refused the user: check the user name in DATABASE_URL and the server's pg_hba.conf",
  "3D000": "the database named in DATABASE_URL does not exist: create it (createdb) or fix its name",
  "3F000": "a schema named in DATABASE_URL does not exist",
};

/** Where a URL points, for a line in the log (never its password). */
export const placeOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "DATABASE_URL";
  }
};

/**
 * Opens one connection to the database and closes it: `ok`, a problem of the setting (a wrong
 * password, user or database: no retry), or the database not answering yet (a retry may help).
 */
export async function databaseReachable(url: string, timeoutMs = 3_000): Promise<Reachability> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const setting = typeof code === "string" ? SETTING_PROBLEMS[code] : undefined;
    if (setting) return { ok: false, retry: false, reason: setting };
    const said = error instanceof Error ? error.message : String(error);
    return { ok: false, retry: isDatabaseUnavailable(error) || /timeout|ENOTFOUND|EAI_AGAIN/i.test(said), reason: said || String(code) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
