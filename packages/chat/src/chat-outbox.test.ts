import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { createIndexedDbOutbox, type PendingMessage } from "./chat-outbox.ts";

const pending = (clientId: string, createdAt: number, fromId = "me"): PendingMessage => ({
  clientId,
  chatId: "peer",
  fromId,
  content: clientId,
  type: 0,
  createdAt,
});

describe("IndexedDB outbox", () => {
  it("keeps messages across instances (a reload) in the order written, per user, until removed", async () => {
    const name = `outbox-${Math.random()}`;
    const first = createIndexedDbOutbox(name);
    await first.put(pending("b", 2));
    await first.put(pending("a", 1));
    await first.put(pending("x", 3, "someone-else"));
    await first.put(pending("a", 1));
    const reloaded = createIndexedDbOutbox(name);
    expect((await reloaded.list("me")).map((m) => m.clientId)).toEqual(["a", "b"]);
    await reloaded.remove("a");
    expect((await first.list("me")).map((m) => m.clientId)).toEqual(["b"]);
    await reloaded.clear();
    expect(await first.list("someone-else")).toEqual([]);
  });
});
