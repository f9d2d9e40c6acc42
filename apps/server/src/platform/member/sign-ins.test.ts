import { memberCalls, requestHeaders } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useDemoMembers } from "../../testing/demo-members.ts";
import { expectFailure } from "../../testing/suite-helpers.ts";
import { submitForm } from "../login-site/test-helpers.ts";
import { sessions } from "./schema.ts";
import { addressOf, deviceOf } from "./sign-ins.routes.ts";

const signInsResponse = memberCalls.signIns.response;
const chromeOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const wechatOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI";

const suite = useDemoMembers();

const bearer = (token: string) => ({ [requestHeaders.platformToken]: `Bearer ${token}` });

async function signInsOf(headers: Record<string, string>) {
  const response = await suite.t.app.inject({ method: "GET", url: memberCalls.signIns.path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return signInsResponse.parse(response.json()).data;
}

function end(headers: Record<string, string>, id: string) {
  return suite.t.app.inject({ method: "POST", url: memberCalls.endSignIn.path.replace(":id", id), headers });
}

describe("登录记录: the member's own sign-ins", () => {
  it("lists the member's live sign-ins newest first, with device, masked address and this one marked", async () => {
    const phone = await suite.t.app.sessions.createSession(suite.zhang.userId, null, { userAgent: wechatOnIphone, ipAddress: "113.57.24.8" });
    const desk = await suite.t.app.sessions.createSession(suite.zhang.userId, null, { userAgent: chromeOnWindows, ipAddress: "::ffff:10.2.3.4" });
    const rows = await signInsOf(bearer(desk.token));
    expect(rows[0]).toMatchObject({ id: desk.sessionId, device: "Chrome · Windows", address: "内网 10.2.3.*", current: true });
    expect(rows[1]).toMatchObject({ id: phone.sessionId, device: "微信 · iPhone", address: "113.57.24.*", current: false });
    expect(rows.filter((row) => row.current)).toHaveLength(1);
    expect(rows.map((row) => row.signedInAt)).toEqual([...rows.map((row) => row.signedInAt)].sort().reverse());
    // Never the exact address, never another member's sessions.
    expect(JSON.stringify(rows)).not.toContain("113.57.24.8");
    const liSessions = await suite.t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.memberId, suite.li.userId));
    expect(liSessions.length).toBeGreaterThan(0);
    for (const { id } of liSessions) expect(rows.map((row) => row.id)).not.toContain(id);
  });

  it("records where a sign-in through the login site came from", async () => {
    const response = await submitForm(suite.t.app, "/login", { phone: "13800000002", password: "Demo@123456" }, "", "113.57.99.20");
    expect(response.statusCode).toBe(303);
    const token = response.cookies.find((cookie) => cookie.name === "login_access_token")?.value ?? "";
    const rows = await signInsOf(bearer(token));
    expect(rows.find((row) => row.current)).toMatchObject({ address: "113.57.99.*", device: "未知设备" });
  });

  it("records where a sign-in through the log-in call came from", async () => {
    const response = await suite.t.app.inject({
      method: "POST",
      url: memberCalls.oauthToken.path,
      payload: { phone: "13800000002", password: "Demo@123456" },
      headers: { "user-agent": chromeOnWindows },
      remoteAddress: "113.57.77.5",
    });
    const token = (response.json() as { data: { token: string } }).data.token;
    const rows = await signInsOf(bearer(token));
    expect(rows.find((row) => row.current)).toMatchObject({ address: "113.57.77.*", device: "Chrome · Windows" });
  });

  it("leaves out sign-ins that were ended or have expired", async () => {
    const ended = await suite.t.app.sessions.createSession(suite.zhang.userId);
    await suite.t.app.sessions.revokeSession(ended.sessionId);
    const stale = await suite.t.app.sessions.createSession(suite.zhang.userId);
    await suite.t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, stale.sessionId));
    const ids = (await signInsOf(suite.zhang.headers)).map((row) => row.id);
    expect(ids).not.toContain(ended.sessionId);
    expect(ids).not.toContain(stale.sessionId);
  });

  it("ends another device's sign-in: its token stops working and it is listed no more", async () => {
    const other = await suite.t.app.sessions.createSession(suite.zhang.userId, null, { userAgent: chromeOnWindows });
    expect((await signInsOf(bearer(other.token))).length).toBeGreaterThan(0);
    const response = await end(suite.zhang.headers, other.sessionId);
    expect(response.json()).toMatchObject({ code: 200, success: true, msg: "该设备已退出登录" });
    const refused = await suite.t.app.inject({ method: "GET", url: memberCalls.signIns.path, headers: bearer(other.token) });
    expect(refused.statusCode).toBe(401);
    expect((await signInsOf(suite.zhang.headers)).map((row) => row.id)).not.toContain(other.sessionId);
    // Ending it again: it is gone.
    expectFailure(await end(suite.zhang.headers, other.sessionId), 404, /登录记录不存在/);
  });

  it("never ends another member's sign-in, answering as if it did not exist", async () => {
    const lis = await suite.t.app.sessions.createSession(suite.li.userId);
    expectFailure(await end(suite.zhang.headers, lis.sessionId), 404, /登录记录不存在/);
    expect((await signInsOf(bearer(lis.token))).map((row) => row.id)).toContain(lis.sessionId);
  });

  it("sends this device to 退出登录 instead of ending it here", async () => {
    const here = (await signInsOf(suite.zhang.headers)).find((row) => row.current);
    expectFailure(await end(suite.zhang.headers, here?.id ?? ""), 400, /退出登录/);
    expect((await signInsOf(suite.zhang.headers)).length).toBeGreaterThan(0);
  });

  it("refuses a visitor and a malformed id", async () => {
    expect((await suite.t.app.inject({ method: "GET", url: memberCalls.signIns.path })).statusCode).toBe(401);
    expect((await end({}, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(401);
    expectFailure(await end(suite.zhang.headers, "not-a-session"), 400, /登录记录不存在/);
  });
});

describe("how a sign-in is described", () => {
  it.each([
    [chromeOnWindows, "Chrome · Windows"],
    [wechatOnIphone, "微信 · iPhone"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15", "Safari · macOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge · Windows"],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome · Android"],
    ["Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox · Linux"],
    [
      "Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0",
      "Chrome · HarmonyOS",
    ],
    ["curl/8.5.0", "未知设备"],
    [null, "未知设备"],
  ])("%s → %s", (userAgent, device) => {
    expect(deviceOf(userAgent)).toBe(device);
  });

  it.each([
    ["113.57.24.8", "113.57.24.*"],
    ["::ffff:113.57.24.8", "113.57.24.*"],
    ["192.168.1.20", "内网 192.168.1.*"],
    ["172.20.0.5", "内网 172.20.0.*"],
    ["172.40.0.5", "172.40.0.*"],
    ["127.0.0.1", "本机"],
    ["::1", "本机"],
    ["2408:8207:1234:5678:9abc:def0:1:2", "2408:8207:1234:5678:*"],
    [null, "未知"],
  ])("%s → %s", (ip, address) => {
    expect(addressOf(ip)).toBe(address);
  });
});
