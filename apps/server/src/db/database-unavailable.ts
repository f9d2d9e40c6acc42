/**
 * Whether an error means the database cannot be reached just now (a restart, a fail-over, a
 * network cut), not that the request or the code is wrong: Postgres' shutdown and connection
 * classes (57P01-57P03, 08xxx), the socket's own failures, and node-postgres' words for a
 * connection that ended or never came. Drizzle wraps the driver's error, so the cause chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (/^57P0[1-3]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code) || NETWORK_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && CONNECTION_WORDS.some((words) => message.includes(words))) return true;
  }
  return false;
}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** node-postgres' messages for a connection lost mid-query or not made in time (they carry no code). */
const CONNECTION_WORDS = ["Connection terminated", "timeout exceeded when trying to connect", "Client has encountered a connection error"];

/** How long a client is asked to wait before trying again while the database is away (Retry-After, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
