import { memberPaths } from "@cidp/api-client/contract";
// The client's session and error rules (spec §7 headers, §8 catalogue) against the real server.

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import {
  ApiError,
  type ApiSession,
  createApiClient,
  getBusinessList,
  getUserInfo,
  type HttpErrorRecord,
  loginWithPassword,
  logout,
  logoutLoginService,
  type MessageLevel,
} from "@cidp/api-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoAccounts } from "../db/demo-accounts.ts";
import { type ServedApp, startServedApp } from "./served-app.ts";

const [member, otherMember] = demoAccounts;

let served: ServedApp;
beforeAll(async () => {
  served = await startServedApp();
});
afterAll(() => served.close());

async function sessionOf(account: { phone: string; password: string }): Promise<ApiSession> {
  const { data } = await loginWithPassword(createApiClient({ baseURL: served.baseURL }), account);
  return { platformToken: data.token, companyId: data.businessId };
}

function observedClient(session: ApiSession | null) {
  const messages: [MessageLevel, string][] = [];
  const httpErrors: HttpErrorRecord[] = [];
  const onSessionExpired = vi.fn();
  const client = createApiClient({
    baseURL: served.baseURL,
    getSession: () => session,
    onMessage: (level, text) => messages.push([level, text]),
    onHttpError: (record) => httpErrors.push(record),
    onSessionExpired,
  });
  return { client, messages, httpErrors, onSessionExpired };
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => new Error("expected a rejection"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("sessions against the in-process server", () => {
  it("forces one logout when the platform answers 401 to a revoked session, without a status toast", async () => {
    const session = await sessionOf(member);
    const t = observedClient(session);
    await logout(t.client);
    const errors = await Promise.all([rejectionOf(getUserInfo(t.client)), rejectionOf(getBusinessList(t.client))]);
    expect(errors.map((e) => e.status)).toEqual([401, 401]);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(t.messages).toEqual([]);
    // The two calls run concurrently, so their reports may arrive in either order.
    expect(t.httpErrors.map((r) => [r.path, r.status]).sort()).toEqual([
      [memberPaths.businessList, 401],
      [memberPaths.userInfo, 401],
    ]);
  });

  it("does not force a logout when a logout itself answers 401", async () => {
    const session = await sessionOf(member);
    await logout(createApiClient({ baseURL: served.baseURL, getSession: () => session }));
    const t = observedClient(session);
    expect((await rejectionOf(logout(t.client))).status).toBe(401);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it("ends the session at the login service, after which the member service refuses the token", async () => {
    const session = await sessionOf(otherMember);
    const t = observedClient(session);
    await expect(getUserInfo(t.client)).resolves.toMatchObject({ code: 200 });
    await expect(logoutLoginService(t.client)).resolves.toMatchObject({ code: 200 });
    expect((await rejectionOf(getUserInfo(t.client))).status).toBe(401);
    expect(t.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("never mixes up two members whose clients run interleaved in one process (two SSR requests)", async () => {
    const [first, second] = await Promise.all([sessionOf(member), sessionOf(otherMember)]);
    const a = observedClient(first).client;
    const b = observedClient(second).client;
    const calls = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? getUserInfo(a).then((r) => ["a", r.data.realName]) : getUserInfo(b).then((r) => ["b", r.data.realName]),
    );
    const names = await Promise.all(calls);
    for (const [who, name] of names) expect(name).toBe(who === "a" ? member.realName : otherMember.realName);
  });

  it("shows the platform's own message when it refuses a business call, and keeps its envelope in the error", async () => {
    const t = observedClient(null);
    const error = await rejectionOf(loginWithPassword(t.client, { phone: member.phone, password: "wrong-password-1" }));
    // Business failures travel as HTTP 200 with the code in the body (spec §8), so the member
    // reads why, not '请求出错，状态码：400'.
    expect(error).toMatchObject({ status: 200, code: 400, kind: "business" });
    expect(error.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(error.body).toMatchObject({ code: 400, success: false, msg: error.msg });
    expect(t.messages).toEqual([["warning", error.msg]]);
    expect(t.onSessionExpired).not.toHaveBeenCalled();
  });

  it("fails with the network text once the platform is gone", async () => {
    // A port that was just free and is closed again: the connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const baseURL = `http://127.0.0.1:${port}`;
    const messages: string[] = [];
    const client = createApiClient({ baseURL, onMessage: (_, text) => messages.push(text) });
    const error = await rejectionOf(getUserInfo(client));
    expect(error).toMatchObject({ status: 0, kind: "network", msg: "网络连接失败，请检查网络设置" });
    expect(messages).toEqual(["网络连接失败，请检查网络设置"]);
  });
});
