/**
 * How a home-page loader makes each of its calls, so that one failing call empties only its own
 * part of the page: `settle(what, call)` answers the call's result, or null with the warning
 * `<source>: <what> unavailable` in the log.
 */
export function settlerFor(source: string) {
  return async <T>(what: string, call: () => Promise<T>): Promise<T | null> => {
    try {
      return await call();
    } catch (error) {
      console.warn(`${source}: ${what} unavailable:`, error instanceof Error ? error.message : error);
      return null;
    }
  };
}
