import { describe, expect, it, vi } from "vitest";
import { createPublicCache } from "./public-cache.server.ts";

describe("createPublicCache", () => {
  it("answers from the cache within the period and calls again after it", async () => {
    let clock = 5_000;
    const cache = createPublicCache(1000, () => clock);
    const load = vi.fn(async () => clock);
    expect(await cache.get("k", load)).toBe(5_000);
    clock = 6_000;
    expect(await cache.get("k", load)).toBe(5_000);
    clock = 6_001;
    expect(await cache.get("k", load)).toBe(6_001);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one call between concurrent misses and keeps keys apart", async () => {
    const cache = createPublicCache(1000, () => 1);
    const load = vi.fn(async () => "v");
    await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("b", load)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not keep a failure", async () => {
    const cache = createPublicCache(1000, () => 1);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("with a period of 0 always calls", async () => {
    const cache = createPublicCache(0, () => 1);
    const load = vi.fn(async () => 1);
    await cache.get("k", load);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("is bounded: past its maximum the least recently used key goes first", async () => {
    const cache = createPublicCache(60_000, () => 1, 3);
    // A client chooses the Host header, so keys like `home:<host>` must not grow without end.
    for (let i = 0; i < 50; i++) await cache.get(`home:host-${i}.example`, async () => i);
    expect(cache.size).toBe(3);
    const load = vi.fn(async () => -1);
    expect(await cache.get("home:host-49.example", load)).toBe(49);
    expect(await cache.get("home:host-0.example", load)).toBe(-1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
