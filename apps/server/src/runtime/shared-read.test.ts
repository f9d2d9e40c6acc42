import { describe, expect, it } from "vitest";
import { sharedRead } from "./shared-read.ts";

/** A read that ends when the test says, counting how often it started. */
function controlledRead() {
  const started: Array<(value: number) => void> = [];
  return {
    started,
    read: () => new Promise<number>((resolve) => started.push(resolve)),
  };
}

describe("sharedRead", () => {
  it("gives askers during a read that read's answer, and starts a new read after it ended", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const first = shared.read();
    const second = shared.read();
    expect(source.started).toHaveLength(1);
    source.started[0]?.(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = shared.read();
    expect(source.started).toHaveLength(2);
    source.started[1]?.(2);
    expect(await third).toBe(2);
  });

  it("starts a new read for askers after forget, and the earlier read's end leaves the new one shared", async () => {
    const source = controlledRead();
    const shared = sharedRead(source.read);
    const before = shared.read();
    shared.forget();
    const after = shared.read();
    expect(source.started).toHaveLength(2);
    source.started[0]?.(1);
    expect(await before).toBe(1);
    // The first read's end must not clear the second, still under way.
    const joining = shared.read();
    expect(source.started).toHaveLength(2);
    source.started[1]?.(2);
    expect(await Promise.all([after, joining])).toEqual([2, 2]);
  });

  it("lets a failed read fail its askers only: the next asker starts again", async () => {
    let calls = 0;
    const shared = sharedRead(async () => {
      calls++;
      if (calls === 1) throw new Error("database gone");
      return calls;
    });
    await expect(shared.read()).rejects.toThrow("database gone");
    expect(await shared.read()).toBe(2);
  });
});
