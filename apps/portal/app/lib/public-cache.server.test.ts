import { describe, expect, it, vi } from "vitest";
import { createPublicCache } from "./public-cache.server.ts";

describe("createPublicCache", () => {
  it("answers from the cache within the period and calls again after it", async () => {
    let clock = 0;
    const cache = createPublicCache(1000, () => clock);
    const load = vi.fn(async () => clock);
    expect(await cache.get("k", load)).toBe(0);
    clock = 999;
    expect(await cache.get("k", load)).toBe(0);
    clock = 1000;
    expect(await cache.get("k", load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one call between concurrent misses and keeps keys apart", async () => {
    const cache = createPublicCache(1000, () => 0);
    const load = vi.fn(async () => "v");
    await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("b", load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure", async () => {
    const cache = createPublicCache(1000, () => 0);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("with a period of 0 always calls", async () => {
    const cache = createPublicCache(0, () => 0);
    const load = vi.fn(async () => 1);
    await cache.get("k", load);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
