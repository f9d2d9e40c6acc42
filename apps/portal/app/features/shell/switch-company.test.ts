import { type ApiClientOptions, createApiClient } from "@cidp/api-client";
import { memberPaths } from "@cidp/api-client/contract";
import { StorageKey } from "@cidp/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type CompanySwitchEffects, portalCompanySwitch } from "./switch-company.ts";

// The services answer the token call; the portal's server answers the hand-over.
function setup(options: { tokenStatus?: number; storeStatus?: number } = {}) {
  const calls: string[] = [];
  const adapter: NonNullable<ApiClientOptions["adapter"]> = async (config) => {
    calls.push(`GET ${config.url}?businessId=${String((config.params as { businessId: number }).businessId)}`);
    const status = options.tokenStatus ?? 200;
    return { data: { code: 200, msg: "", data: { token: "token-of-2", businessId: 2 }, success: true }, status, statusText: "", headers: {}, config };
  };
  const storage = new Map<string, string>();
  const effects = {
    client: createApiClient({ baseURL: "http://portal.test", adapter }),
    storage: { setItem: (key: string, value: string) => void storage.set(key, value) },
    showBusiness: vi.fn((businessId: string) => void calls.push(`show ${businessId}`)),
    reloadUserInfo: vi.fn(async () => void calls.push("reload user info")),
    reload: vi.fn(() => void calls.push("reload page")),
    reportFailure: vi.fn(),
    fetch: vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      calls.push(`POST ${String(input)} ${String(init?.body)}`);
      return new Response(null, { status: options.storeStatus ?? 200 });
    }),
  } satisfies CompanySwitchEffects;
  const actor = createActor(portalCompanySwitch(effects), { input: { currentBusinessId: "1" } }).start();
  return { actor, calls, storage, effects };
}

describe("the portal's company switch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the pick, gets its token, hands it to the portal's server, reloads user info, saves the choice and reloads after 100 ms", async () => {
    const { actor, calls, storage } = setup();
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      "show 2",
      `GET ${memberPaths.switchBusinessToken}?businessId=2`,
      "POST /session/switch token=token-of-2&switchtocompanyid=2",
      "reload user info",
    ]);
    expect(storage.get(StorageKey.switchToCompanyId)).toBe("2");
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).not.toContain("reload page");
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe("reload page");
  });

  it("does nothing when the company in use is picked", async () => {
    const { actor, calls } = setup();
    actor.send({ type: "company.selected", businessId: "1" });
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual([]);
  });

  it.each([
    ["the token call fails", { tokenStatus: 500 }],
    ["the portal's server refuses the token", { storeStatus: 401 }],
  ])("shows the previous company again and reports when %s", async (_name, options) => {
    const { actor, calls, storage, effects } = setup(options);
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(500);
    expect(effects.showBusiness.mock.calls.map(([id]) => id)).toEqual(["2", "1"]);
    expect(effects.reportFailure).toHaveBeenCalledOnce();
    expect(storage.size).toBe(0);
    expect(calls).not.toContain("reload user info");
    expect(calls).not.toContain("reload page");
    expect(actor.getSnapshot().value).toBe("idle");
  });
});
