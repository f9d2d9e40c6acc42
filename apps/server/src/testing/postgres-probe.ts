import pg from "pg";

/**
 * Whether a Postgres answers at `url`, for the suites that need a real one: they skip when none
 * does, and say so in one line naming the suite and the address.
 */
export async function postgresAnswers(url: string, suite: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    console.log(`${suite} skipped: nothing answers at ${url}`);
    return false;
  }
}
