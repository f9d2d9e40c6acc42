/**
 * Runs asynchronous work one at a time per key, in the order it was handed in; different keys run
 * side by side. The chat socket uses it per conversation: a wake-up from another instance carries
 * no message, so each starts a database read, and reads started together finish in any order. In
 * a chain, a chat's messages reach its sockets in the order they were stored however busy the chat
 * (issue "production": 282 of 1,500 arrived out of order across two instances without it).
 */
export function orderedPerKey(onError: (error: Error) => void): (key: string, work: () => Promise<void>) => Promise<void> {
  const tails = new Map<string, Promise<void>>();
  return (key, work) => {
    const run = (tails.get(key) ?? Promise.resolve()).then(work).catch(onError);
    tails.set(key, run);
    // The map holds only chains with work in flight.
    void run.then(() => {
      if (tails.get(key) === run) tails.delete(key);
    });
    return run;
  };
}
