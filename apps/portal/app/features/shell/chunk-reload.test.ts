import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe("reloadAfterChunkError", () => {
  it("reloads once, then not again within 60 s, then again after", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadAfterChunkError(storage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reloadAfterChunkError(storage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("treats a garbled or future timestamp as no earlier reload", () => {
    const reload = vi.fn();
    const garbled = memoryStorage();
    garbled.setItem("cidp:chunk-reload-at", "abc");
    expect(reloadAfterChunkError(garbled, 5, reload)).toBe(true);
    const future = memoryStorage();
    future.setItem("cidp:chunk-reload-at", String(10_000_000));
    expect(reloadAfterChunkError(future, 5, reload)).toBe(true);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"), true],
    [new TypeError("error loading dynamically imported module"), true],
    [new Error("Unable to preload CSS for /assets/a.css"), true],
    [new Error("boom"), false],
    [null, false],
  ])("%s → %s", (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
