/**
 * Runs async calls one after another, in the order they were asked for. A call starts only when
 * the one before it has settled, so answers that each describe the whole record after a change
 * (an attachment list after a save) arrive in the order the changes were made, and the last one
 * shown is the newest. A failed call does not stop the ones queued behind it.
 */
export function oneAtATime() {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(call: () => Promise<T>): Promise<T> {
    const result = tail.then(call, call);
    tail = result.catch(() => undefined);
    return result;
  };
}
