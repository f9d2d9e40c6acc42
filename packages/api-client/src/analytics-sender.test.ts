import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnalyticsRecord } from "./analytics.api.ts";
import { analyticsSenderFor } from "./analytics-client-sender.ts";
import { createAnalyticsSender } from "./analytics-sender.ts";
import { analyticsPaths } from "./contract/index.ts";
import { createApiClient } from "./create-api-client.ts";
import { fakeAdapter } from "./testing/fake-adapter.ts";

const record = (n: number): AnalyticsRecord => ({ dataSource: "CIDP", action: 1, createTime: 1_700_000_000_000 + n, to: `/page/${n}` });

function pageHideHub() {
  const listeners = new Set<() => void>();
  return {
    onPageHide: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hide: () => {
      for (const listener of listeners) listener();
    },
    size: () => listeners.size,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createAnalyticsSender", () => {
  it("returns from track at once and sends nothing until the batch fills or the interval passes", async () => {
    const send = vi.fn((_: AnalyticsRecord) => Promise.resolve());
    const sender = createAnalyticsSender({ send, batchSize: 3, flushIntervalMs: 5_000 });
    sender.track(record(1));
    sender.track(record(2));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map(([r]) => r.to)).toEqual(["/page/1", "/page/2"]);
    expect(sender.pending()).toBe(0);
  });

  it("flushes as soon as a batch is full", async () => {
    const send = vi.fn(() => Promise.resolve());
    const sender = createAnalyticsSender({ send, batchSize: 3 });
    for (const n of [1, 2, 3]) sender.track(record(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("retries a failed batch once, after the retry delay", async () => {
    let calls = 0;
    const send = vi.fn(() => (++calls <= 2 ? Promise.reject(new Error("down")) : Promise.resolve()));
    const sender = createAnalyticsSender({ send, batchSize: 2, retryDelayMs: 1_000 });
    sender.track(record(1));
    sender.track(record(2));
    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(4);
    expect(sender.pending()).toBe(0);
  });

  it("keeps a batch that failed twice, in order, for the next flush", async () => {
    let up = false;
    const sent: string[] = [];
    const send = vi.fn((r: AnalyticsRecord) => {
      if (!up) return Promise.reject(new Error("down"));
      sent.push(String(r.to));
      return Promise.resolve();
    });
    const sender = createAnalyticsSender({ send, batchSize: 2, retryDelayMs: 1_000, flushIntervalMs: 5_000 });
    sender.track(record(1));
    sender.track(record(2));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(4);
    expect(sender.pending()).toBe(2);
    sender.track(record(3));
    up = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(["/page/1", "/page/2", "/page/3"]);
    expect(sender.dropped()).toBe(0);
  });

  it("bounds the backlog while offline by dropping the oldest, and counts them", async () => {
    const send = vi.fn(() => Promise.reject(new Error("offline")));
    const sender = createAnalyticsSender({ send, batchSize: 2, maxBacklog: 5, flushIntervalMs: 60_000 });
    for (let n = 1; n <= 8; n++) sender.track(record(n));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sender.pending()).toBeLessThanOrEqual(5);
    expect(sender.pending() + sender.dropped()).toBe(8);
  });

  it("counts the records of a running flush as pending until the platform answers", async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const sender = createAnalyticsSender({ send, batchSize: 1, maxBacklog: 3, flushIntervalMs: 60_000 });
    sender.track(record(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(sender.pending()).toBe(1);
    for (let n = 2; n <= 4; n++) sender.track(record(n));
    // The unanswered record counts against the backlog too: the oldest waiting one went.
    expect([sender.pending(), sender.dropped()]).toEqual([3, 1]);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.pending()).toBeLessThanOrEqual(2);
    sender.dispose();
  });

  it("never holds more than the bound nor loses a record silently (property)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 40 }), fc.integer({ min: 2, max: 10 }), async (outcomes, maxBacklog) => {
        let i = 0;
        const delivered: number[] = [];
        const send = (r: AnalyticsRecord) => {
          const ok = outcomes[i++ % Math.max(1, outcomes.length)] ?? true;
          if (ok) delivered.push(Number(r.createTime));
          return ok ? Promise.resolve() : Promise.reject(new Error("x"));
        };
        const sender = createAnalyticsSender({ send, batchSize: 2, maxBacklog, retryDelayMs: 10, flushIntervalMs: 100 });
        for (let n = 0; n < outcomes.length; n++) {
          sender.track(record(n));
          expect(sender.pending()).toBeLessThanOrEqual(maxBacklog);
        }
        await vi.advanceTimersByTimeAsync(1_000);
        expect(new Set(delivered).size + sender.pending() + sender.dropped()).toBe(outcomes.length);
        sender.dispose();
      }),
    );
  });

  it("beacons what waits on page hide, one record per beacon, to the inject URL", async () => {
    const hub = pageHideHub();
    const beacons: [string, Blob][] = [];
    const sendBeacon = vi.fn((url: string, data: Blob) => {
      beacons.push([url, data]);
      return true;
    });
    const send = vi.fn(() => Promise.resolve());
    const sender = createAnalyticsSender({
      send,
      beaconUrl: `https://platform.test${analyticsPaths.inject}`,
      environment: { sendBeacon, onPageHide: hub.onPageHide },
    });
    sender.track(record(1));
    sender.track(record(2));
    hub.hide();
    expect(sender.pending()).toBe(0);
    expect(send).not.toHaveBeenCalled();
    expect(beacons.map(([url]) => url)).toEqual(Array(2).fill(`https://platform.test${analyticsPaths.inject}`));
    const [, second] = beacons[1] ?? ["", new Blob()];
    expect(JSON.parse(await second.text())).toEqual(record(2));
    expect(second.type).toBe("application/json");
  });

  it("keeps what the browser refuses to beacon, for the next flush", () => {
    const hub = pageHideHub();
    let room = 1;
    const sendBeacon = vi.fn(() => room-- > 0);
    const sender = createAnalyticsSender({ send: () => Promise.resolve(), beaconUrl: "/inject", environment: { sendBeacon, onPageHide: hub.onPageHide } });
    for (const n of [1, 2, 3]) sender.track(record(n));
    hub.hide();
    expect(sender.pending()).toBe(2);
  });

  it("falls back to a normal flush on page hide where beacons are unavailable", async () => {
    const hub = pageHideHub();
    const send = vi.fn(() => Promise.resolve());
    const sender = createAnalyticsSender({ send, environment: { onPageHide: hub.onPageHide } });
    sender.track(record(1));
    hub.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("unsubscribes from page hide on dispose", () => {
    const hub = pageHideHub();
    const sender = createAnalyticsSender({ send: () => Promise.resolve(), environment: { onPageHide: hub.onPageHide } });
    expect(hub.size()).toBe(1);
    sender.dispose();
    expect(hub.size()).toBe(0);
  });

  it("sends through the client's inject call quietly, and derives the beacon URL from its base URL", async () => {
    const { adapter, seen } = fakeAdapter(() => ({ status: 500 }));
    const onMessage = vi.fn();
    const onHttpError = vi.fn();
    const client = createApiClient({ baseURL: "https://platform.test/", adapter, onMessage, onHttpError });
    const hub = pageHideHub();
    const sendBeacon = vi.fn(() => true);
    const sender = analyticsSenderFor(client, { batchSize: 1, retryDelayMs: 10, environment: { sendBeacon, onPageHide: hub.onPageHide } });
    sender.track(record(1));
    await vi.advanceTimersByTimeAsync(10);
    expect(seen.map((s) => [s.config.method, s.config.url])).toEqual(Array(2).fill(["post", analyticsPaths.inject]));
    expect(onMessage).not.toHaveBeenCalled();
    expect(onHttpError).not.toHaveBeenCalled();
    hub.hide();
    expect(sendBeacon).toHaveBeenCalledWith(`https://platform.test${analyticsPaths.inject}`, expect.any(Blob));
  });
});
