import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { BusinessOption } from "./business-option.ts";
import { loginSyncMachine } from "./login-sync.machine.ts";
import type { LoginSyncInput } from "./login-sync.ts";

const loggedIn: LoginSyncInput = { token: "t", companyId: "1", cookieToken: "c", cookieDepartmentId: "1", variant: "strict" };
const businesses: BusinessOption[] = [{ businessId: "1", businessName: "长春建工集团" }];

function start(input: LoginSyncInput, overrides: { unread?: () => Promise<number>; list?: () => Promise<readonly BusinessOption[]> } = {}) {
  const redirect = vi.fn();
  const logout = vi.fn();
  const unread = vi.fn(overrides.unread ?? (async () => 3));
  const list = vi.fn(overrides.list ?? (async () => businesses));
  const machine = loginSyncMachine.provide({
    actions: { redirectToLoginBack: (_, params) => redirect(params.path), forceLogout: logout },
    actors: { loadUnreadCount: fromPromise(() => unread()), loadBusinessList: fromPromise(() => list()) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, redirect, logout, unread, list };
}

describe("loginSyncMachine", () => {
  it("loads the unread count and the business list when in sync", async () => {
    const { actor, redirect, logout } = start(loggedIn);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ unreadCount: 3, businesses });
    expect(redirect).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });

  it("redirects to login-back with the cookie's token and department when logged out here", () => {
    const { actor, redirect, unread } = start({ ...loggedIn, token: null, companyId: null, cookieDepartmentId: "5" });
    expect(actor.getSnapshot().value).toBe("redirecting");
    expect(redirect).toHaveBeenCalledWith("/login-back?token=c&switchtocompanyid=5");
    expect(unread).not.toHaveBeenCalled();
  });

  it("redirects when the cookie's department differs from the current company", () => {
    const { redirect } = start({ ...loggedIn, cookieDepartmentId: "2" });
    expect(redirect).toHaveBeenCalledWith("/login-back?token=c&switchtocompanyid=2");
  });

  it("forces a logout when the cookies are gone, and loads nothing", () => {
    const { actor, logout, unread, list } = start({ ...loggedIn, cookieToken: null, cookieDepartmentId: null });
    expect(actor.getSnapshot().value).toBe("loggingOut");
    expect(logout).toHaveBeenCalledOnce();
    expect(unread).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it("does nothing more in the lenient variant when the cookies are gone", () => {
    const { actor, logout, unread } = start({ ...loggedIn, cookieToken: null, variant: "lenient" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(logout).not.toHaveBeenCalled();
    expect(unread).not.toHaveBeenCalled();
  });

  it("keeps the header usable when a loader fails", async () => {
    const { actor } = start(loggedIn, { unread: async () => Promise.reject(new Error("502")) });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(actor.getSnapshot().context).toMatchObject({ unreadCount: 0, businesses });
  });

  it("reloads only the unread count after a notice was read", async () => {
    let count = 3;
    const { actor, unread, list } = start(loggedIn, { unread: async () => count });
    await waitFor(actor, (s) => s.matches({ ready: "settled" }));
    count = 2;
    actor.send({ type: "unread.refresh" });
    await waitFor(actor, (s) => s.matches({ ready: "settled" }) && s.context.unreadCount === 2);
    expect(unread).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("ignores an unread refresh while logged out", () => {
    const { actor, unread } = start({ ...loggedIn, token: null, cookieToken: null });
    actor.send({ type: "unread.refresh" });
    expect(actor.getSnapshot().value).toBe("idle");
    expect(unread).not.toHaveBeenCalled();
  });

  it("decides again when the session changes", async () => {
    const { actor, logout } = start({ ...loggedIn, token: null, cookieToken: null });
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "session.changed", input: loggedIn });
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "session.changed", input: { ...loggedIn, cookieToken: null } });
    expect(logout).toHaveBeenCalledOnce();
  });
});

it("runs with its default no-op effects", async () => {
  const actor = createActor(loginSyncMachine, { input: loggedIn }).start();
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context).toMatchObject({ unreadCount: 0, businesses: [] });
  actor.send({ type: "session.changed", input: { ...loggedIn, cookieDepartmentId: "2" } });
  expect(actor.getSnapshot().value).toBe("redirecting");
  actor.send({ type: "session.changed", input: { ...loggedIn, cookieToken: null } });
  expect(actor.getSnapshot().value).toBe("loggingOut");
});
