/** What a start waits for, and how it says so. */
export interface Wait {
  /** What is waited for, in the log's words (the database at db:5432/cidp). */
  what: string;
  /** One try: ok, or why not and whether waiting may help. */
  attempt(): Promise<{ ok: true } | { ok: false; retry: boolean; reason: string }>;
  /** How long to keep trying, in total. */
  withinMs: number;
  everyMs?: number;
  /** Where the lines go (stderr by default). */
  log?: (line: string) => void;
}

/**
 * A start that forgives its order: a database or store that is not up yet is waited for, with one
 * line per failed try, for at most `withinMs`; a problem no wait cures (a wrong password) and the
 * end of the wait are one clear line each. Returns the last reason when it gives up, null when up.
 */
export async function waitFor({ what, attempt, withinMs, everyMs = 2_000, log = (line) => console.error(line) }: Wait): Promise<string | null> {
  const deadline = Date.now() + withinMs;
  for (let tries = 1; ; tries++) {
    const answer = await attempt();
    if (answer.ok) {
      if (tries > 1) log(`${what} answers now (after ${tries} tries)`);
      return null;
    }
    if (!answer.retry) return answer.reason;
    if (Date.now() + everyMs > deadline) return `${answer.reason} (still after ${Math.round(withinMs / 1000)} s of waiting)`;
    log(`waiting for ${what}: ${answer.reason} (try ${tries}; trying again in ${everyMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** How long a start waits for its database and store: STARTUP_WAIT_SECONDS (default 60). */
export const startupWaitMs = (env: NodeJS.ProcessEnv = process.env) => Number(env.STARTUP_WAIT_SECONDS ?? 60) * 1000;
