import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** How often the page refreshes at least (the wait times move on even when nothing else does). */
const REFRESH_MS = 30_000;
/** After a failed wait (the services or this server restarting), wait this long before the next. */
const RETRY_MS = 5_000;

/**
 * Keeps a console page current while it is open: waits on this server's `/service/changes` (a long
 * poll of the services' change cursor, same origin, under the page's `connect-src 'self'`) and
 * reloads the page's data whenever the cursor moves, and every half minute. Without script the
 * page is still complete: a reload shows the same.
 */
export function ServiceLive({ cursor }: { cursor: number }) {
  const { revalidate } = useRevalidator();
  const latest = useRef(cursor);
  latest.current = Math.max(latest.current, cursor);
  useEffect(() => {
    let stopped = false;
    const controller = new AbortController();
    async function follow() {
      while (!stopped) {
        try {
          const answer = await fetch(`/service/changes?since=${latest.current}`, { signal: controller.signal, headers: { accept: "application/json" } });
          // Logged out meanwhile (the wait was sent to the log-in page): the page itself shows why.
          if (answer.redirected || answer.status === 401 || answer.status === 403) {
            window.location.reload();
            return;
          }
          if (!answer.ok) throw new Error(String(answer.status));
          const { cursor: next } = (await answer.json()) as { cursor: number };
          if (next > latest.current) {
            latest.current = next;
            await revalidate();
          }
        } catch {
          if (stopped) return;
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    }
    void follow();
    const timer = setInterval(() => void revalidate(), REFRESH_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
    };
  }, [revalidate]);
  return null;
}
