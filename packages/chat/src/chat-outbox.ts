import { type IDBPDatabase, openDB } from "idb";

/** A message written but not yet acknowledged by the server. */
export interface PendingMessage {
  /** The message's own id until the server gives it one; the server stores a clientId once. */
  clientId: string;
  chatId: string;
  fromId: string;
  content: string;
  type: number;
  createdAt: number;
}

/** Messages waiting for their acknowledgement, in the order they were written. */
export interface ChatOutbox {
  put(message: PendingMessage): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Every pending message of a user, oldest first. */
  list(fromId: string): Promise<PendingMessage[]>;
  clear(): Promise<void>;
}

const STORE = "outbox";

/**
 * The outbox in IndexedDB, shared by every tab of the browser, so a message survives a reload or a
 * closed tab and whichever tab holds the socket sends it.
 */
export function createIndexedDbOutbox(name = "cidp-chat"): ChatOutbox {
  let database: Promise<IDBPDatabase> | null = null;
  const open = () => {
    database ??= openDB(name, 1, {
      upgrade(db) {
        const store = db.createObjectStore(STORE, { keyPath: "clientId" });
        store.createIndex("byCreated", "createdAt");
      },
    });
    return database;
  };
  return {
    async put(message) {
      await (await open()).put(STORE, message);
    },
    async remove(clientId) {
      await (await open()).delete(STORE, clientId);
    },
    async list(fromId) {
      const all = (await (await open()).getAllFromIndex(STORE, "byCreated")) as PendingMessage[];
      return all.filter((message) => message.fromId === fromId);
    },
    async clear() {
      await (await open()).clear(STORE);
    },
  };
}

/** An outbox in memory, for hosts without IndexedDB (server rendering, old browsers). */
export function createMemoryOutbox(): ChatOutbox {
  const items = new Map<string, PendingMessage>();
  return {
    async put(message) {
      items.set(message.clientId, message);
    },
    async remove(clientId) {
      items.delete(clientId);
    },
    async list(fromId) {
      return [...items.values()].filter((m) => m.fromId === fromId).sort((a, b) => a.createdAt - b.createdAt);
    },
    async clear() {
      items.clear();
    },
  };
}
