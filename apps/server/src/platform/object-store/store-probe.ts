import { type RootStoreAccess, rootObjectFetch } from "./root-object-fetch.ts";

/** How long readiness waits for the store before it counts as down. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the object store answers: a HEAD of a key that need not exist, with the root key. Any
 * answer but a server error (404 included) means the store is up; a refused or silent connection,
 * or a 5xx, means uploads and pictures fail now, so the instance is not ready (`/ready`).
 */
export function storeProbe(store: RootStoreAccess): () => Promise<boolean> {
  const fetchObject = rootObjectFetch(store);
  return async () => {
    try {
      const answer = await fetchObject(".readiness-probe", { method: "HEAD", signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await answer.body?.cancel();
      return answer.status < 500;
    } catch {
      return false;
    }
  };
}
