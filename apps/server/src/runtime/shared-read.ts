/**
 * Reads shared by everyone who asks for the same thing in the same turn of the event loop: under
 * load, the desks that open the same page at once wait for one read instead of each sending their
 * own (the review queue asks every source, some two dozen statements). A read starts one turn after
 * its first asker (as DataLoader batches) and takes no askers once started, so an answer is never
 * older than its question: a desk reloaded after a change it was told of (its own decision, or a
 * member's message on another instance) reads after that change. The turn matters on the embedded
 * database, which runs a read's statements back to back without giving the event loop a turn:
 * started at once, a read ended before the requests already waiting on other sockets were parsed,
 * and nobody shared it (the review queue at 20 connections over HTTP: 50 requests/s, each with its
 * own read). Keeping an answer for a second was tried and dropped: a submission must show on the
 * desk at its next load.
 */
export function sharedReads<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    /** The read of `key` about to start, or `load` started a turn from now as it. */
    read(key: string, load: () => Promise<T>): Promise<T> {
      const waiting = pending.get(key);
      if (waiting) return waiting;
      const starting = nextTurn().then(() => {
        pending.delete(key);
        return load();
      });
      pending.set(key, starting);
      return starting;
    },
  };
}

/** One read shared as `sharedReads` shares each key's. */
export function sharedRead<T>(read: () => Promise<T>) {
  const reads = sharedReads<T>();
  return { read: () => reads.read("", read) };
}

/** Resolves after the requests already waiting on the event loop's sockets have been taken. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
