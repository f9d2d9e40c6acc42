import { describe, expect, it } from "vitest";
import { idleCollector } from "./idle-memory.server.ts";

function collector(start: number) {
  const state = { busy: 0, heap: start, collections: 0 };
  const check = idleCollector({
    busySinceLastCheck: () => state.busy,
    heapTotal: () => state.heap,
    collect: () => {
      state.collections += 1;
    },
  });
  return { state, check };
}

describe("idleCollector", () => {
  it("collects once at start", () => {
    expect(collector(100).state.collections).toBe(1);
  });

  it.each([
    { case: "quiet, heap grew by half", busy: 0.01, heap: 150, collects: true },
    { case: "quiet, heap barely grew", busy: 0.01, heap: 110, collects: false },
    { case: "busy, heap grew by half", busy: 0.5, heap: 150, collects: false },
    { case: "just above quiet", busy: 0.02, heap: 150, collects: false },
  ])("$case → collects: $collects", ({ busy, heap, collects }) => {
    const { state, check } = collector(100);
    state.busy = busy;
    state.heap = heap;
    expect(check()).toBe(collects);
    expect(state.collections).toBe(collects ? 2 : 1);
  });

  it("measures growth from the heap after the last collection", () => {
    const { state, check } = collector(100);
    state.heap = 150;
    expect(check()).toBe(true);
    state.heap = 170; // 1.13× the 150 after that collection
    expect(check()).toBe(false);
    state.heap = 190;
    expect(check()).toBe(true);
  });
});
