import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { companySwitchMachine } from "./company-switch.machine.ts";

function start(options: { token?: () => Promise<string>; store?: () => Promise<void>; userInfo?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const requestToken = vi.fn(options.token ?? (async () => "new-token"));
  const machine = companySwitchMachine.provide({
    actions: {
      setBusiness: (_, p) => void calls.push(`setBusiness:${p.businessId}`),
      saveState: (_, p) => void calls.push(`saveState:${p.businessId}`),
      reloadPage: () => void calls.push("reloadPage"),
      reportFailure: () => void calls.push("reportFailure"),
    },
    actors: {
      requestToken: fromPromise(({ input }) => {
        calls.push(`requestToken:${input.businessId}`);
        return requestToken();
      }),
      storeToken: fromPromise(async ({ input }) => {
        calls.push(`storeToken:${input.token}:${input.businessId}`);
        await (options.store ?? (async () => undefined))();
      }),
      reloadUserInfo: fromPromise(async () => {
        calls.push("reloadUserInfo");
        await (options.userInfo ?? (async () => undefined))();
      }),
    },
  });
  const actor = createActor(machine, { input: { currentBusinessId: "1" } }).start();
  return { actor, calls, requestToken };
}

describe("companySwitchMachine", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sets the business, gets and stores its token, reloads user info, saves, then reloads the page after 100 ms", async () => {
    const { actor, calls } = start();
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("saving");
    expect(calls).toEqual(["setBusiness:2", "requestToken:2", "storeToken:new-token:2", "reloadUserInfo", "saveState:2"]);
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).not.toContain("reloadPage");
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe("reloadPage");
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("does nothing when the business in use is picked again", () => {
    const { actor, calls } = start();
    actor.send({ type: "company.selected", businessId: "1" });
    actor.send({ type: "company.selected", businessId: "" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(calls).toEqual([]);
  });

  it("ignores a second pick while a switch runs", async () => {
    const { actor, requestToken } = start({ token: () => new Promise((resolve) => setTimeout(() => resolve("t"), 50)) });
    actor.send({ type: "company.selected", businessId: "2" });
    actor.send({ type: "company.selected", businessId: "3" });
    await vi.advanceTimersByTimeAsync(50);
    expect(requestToken).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.currentBusinessId).toBe("2");
  });

  it("restores the previous business and stores nothing when the token request fails", async () => {
    const { actor, calls } = start({ token: async () => Promise.reject(new Error("403")) });
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ currentBusinessId: "1", targetBusinessId: null });
    expect(calls).toEqual(["setBusiness:2", "requestToken:2", "setBusiness:1", "reportFailure"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).not.toContain("reloadPage");
  });

  it("puts the previous business back and reloads nothing when the token cannot be stored", async () => {
    const { actor, calls } = start({ store: async () => Promise.reject(new Error("401")) });
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).toMatchObject({ currentBusinessId: "1", targetBusinessId: null, token: null });
    expect(calls).toEqual(["setBusiness:2", "requestToken:2", "storeToken:new-token:2", "setBusiness:1", "reportFailure"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).not.toContain("reloadPage");
  });

  it("still saves and reloads when user info fails to load", async () => {
    const { actor, calls } = start({ userInfo: async () => Promise.reject(new Error("500")) });
    actor.send({ type: "company.selected", businessId: "2" });
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.slice(-2)).toEqual(["saveState:2", "reloadPage"]);
  });
});

it("runs to the end with its default no-op effects", async () => {
  vi.useFakeTimers();
  const actor = createActor(companySwitchMachine, { input: { currentBusinessId: null } }).start();
  actor.send({ type: "company.selected", businessId: "9" });
  await vi.advanceTimersByTimeAsync(100);
  expect(actor.getSnapshot().status).toBe("done");
  vi.useRealTimers();
});

it("reports a failure through the default effect without throwing", async () => {
  const actor = createActor(companySwitchMachine.provide({ actors: { requestToken: fromPromise(async () => Promise.reject(new Error("x"))) } }), {
    input: { currentBusinessId: "1" },
  }).start();
  actor.send({ type: "company.selected", businessId: "2" });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().value).toBe("idle");
});
