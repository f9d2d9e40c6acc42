import { describe, expect, it } from "vitest";
import { sharedRead, sharedReads } from "./shared-read.ts";

/** A read that ends when the test says, recording which reads started. */
function controlledRead() {
  const started: Array<(value: number) => void> = [];
  const keys: string[] = [];
  return {
    started,
    keys,
    read: (key = "") => {
      keys.push(key);
      return new Promise<number>((resolve) => started.push(resolve));
    },
  };
}

/** One turn of the event loop. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("sharedRead", () => {
  it("starts a read a turn after its first asker, so the askers of that turn share it", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const first = shared.read();
    const sameTurn = shared.read();
    expect(source.started).toHaveLength(0);
    await turn();
    expect(source.started).toHaveLength(1);
    source.started[0]?.(1);
    expect(await Promise.all([first, sameTurn])).toEqual([1, 1]);
  });

  it("never answers an asker with a read that started before it asked", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const first = shared.read();
    await turn();
    // A change lands here; whoever asks now must read after it.
    const later = shared.read();
    await turn();
    expect(source.started).toHaveLength(2);
    source.started[0]?.(1);
    source.started[1]?.(2);
    expect(await Promise.all([first, later])).toEqual([1, 2]);
  });

  it("lets a failed read fail its askers only: the next asker starts again", async () => {
    let calls = 0;
    const shared = sharedRead(async () => {
      calls++;
      if (calls === 1) throw new Error("database gone");
      return calls;
    });
    await expect(Promise.all([shared.read(), shared.read()])).rejects.toThrow("database gone");
    expect(calls).toBe(1);
    expect(await shared.read()).toBe(2);
  });
});

describe("sharedReads", () => {
  it("shares a read between askers of the same key only", async () => {
    const source = controlledRead();
    const shared = sharedReads<number>();
    const a = shared.read("a", () => source.read("a"));
    const alsoA = shared.read("a", () => source.read("a, again"));
    const b = shared.read("b", () => source.read("b"));
    await turn();
    expect(source.keys).toEqual(["a", "b"]);
    source.started[0]?.(1);
    source.started[1]?.(2);
    expect(await Promise.all([a, alsoA, b])).toEqual([1, 1, 2]);
  });
});
