import type { Appended, AppendInput } from "./repository.ts";

/** Most messages in one transaction: bounds how long a batch holds its chats' locks and its senders' acks. */
const MAX_BATCH = 256;

/** Stores a batch in one transaction and answers each message in order (null: unknown peer). */
type WriteBatch = (inputs: readonly AppendInput[]) => Promise<(Appended | null)[]>;

/**
 * Group commit of chat messages. One transaction, and on Postgres one fsync, costs about as much
 * for a hundred messages as for one, and a per-chat row lock held across one transaction per
 * message serialised senders: so messages that arrive while a batch is being written wait and go
 * together in the next one. Each `append` resolves only after the commit that stored its message
 * (the sender's ack waits for it) and batches run one after another in arrival order, so a
 * socket's messages keep their order.
 */
export function createMessageWriter(write: WriteBatch, maxBatch = MAX_BATCH) {
  const queue: { input: AppendInput; resolve: (result: Appended | null) => void; reject: (error: unknown) => void }[] = [];
  let running: Promise<void> | null = null;

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        const results = await write(batch.map((item) => item.input));
        for (const [i, item] of batch.entries()) item.resolve(results[i] ?? null);
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
        }
        // One bad message must not fail the others: write them one at a time, still in order.
        for (const item of batch) {
          try {
            const [result] = await write([item.input]);
            item.resolve(result ?? null);
          } catch (alone) {
            item.reject(alone);
          }
        }
      }
    }
    running = null;
  }

  return {
    append(input: AppendInput): Promise<Appended | null> {
      return new Promise((resolve, reject) => {
        queue.push({ input, resolve, reject });
        // An idle writer waits one turn of the event loop, so frames read in the same turn share
        // the transaction; while a batch is in flight, new messages gather for the next one.
        running ??= new Promise<void>((r) => setImmediate(r)).then(drain);
      });
    },
    /** Resolves once every queued message is written (a closing server waits for it). */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

/** The writer's type. */
export type MessageWriter = ReturnType<typeof createMessageWriter>;
