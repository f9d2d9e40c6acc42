import { openApiCalls, openAppCalls, openPaths, openSandboxCalls, operatorCalls, procurementCalls } from "@cidp/api-client/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { openProcurementDemo } from "../../testing/procurement-demo.ts";
import { contractCalls, type LoggedIn } from "../../testing/suite-helpers.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { serviceOrders } from "../order/schema.ts";
import { openApps } from "./schema.ts";

let t: TestApp;
let zhang: LoggedIn;
let li: LoggedIn;
let hongyuan: number;
let huaxin: number;
const { data, answer } = contractCalls(() => t);

type Credentials = { app: { id: number; clientId: string; scopes: string[] }; clientSecret: string };

const register = (who: LoggedIn, name: string, scopes: string[]) => data<Credentials>(openAppCalls.register, who, { name, scopes });

const basic = (clientId: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;

/** A token request, form-encoded as RFC 6749 asks. */
const tokenRequest = (fields: Record<string, string>, authorization?: string) =>
  t.app.inject({
    method: "POST",
    url: openPaths.token,
    headers: { "content-type": "application/x-www-form-urlencoded", ...(authorization ? { authorization } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });

async function tokenOf(credentials: Credentials, scope?: string): Promise<string> {
  const response = await tokenRequest(
    { grant_type: "client_credentials", ...(scope ? { scope } : {}) },
    basic(credentials.app.clientId, credentials.clientSecret),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

/** An open call with an app's token (or any bearer value). */
const openCall = (path: string, token: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` }, query });

beforeAll(async () => {
  ({ t, hongyuan, huaxin, zhang, li } = await openProcurementDemo(randomSealingKeys()));
}, 60_000);
afterAll(() => t.close());

describe("the token endpoint (RFC 6749 §4.4, errors of §5.2)", () => {
  let app: Credentials;
  beforeAll(async () => {
    app = await register(zhang, "宏远ERP对接", ["public:read", "procurement:read"]);
  });

  it("gives a bearer token for client credentials sent by HTTP Basic, never cached", async () => {
    const response = await tokenRequest({ grant_type: "client_credentials" }, basic(app.app.clientId, app.clientSecret));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      access_token: expect.stringMatching(/^at_/),
      token_type: "Bearer",
      expires_in: 7200,
      scope: "public:read procurement:read",
    });
  });

  it("takes the credentials from the body too, and narrows the token to the scope asked", async () => {
    const response = await tokenRequest({
      grant_type: "client_credentials",
      client_id: app.app.clientId,
      client_secret: app.clientSecret,
      scope: "public:read",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ scope: "public:read" });
  });

  it.each([
    ["no grant_type", {}, undefined, 400, "invalid_request"],
    ["another grant", { grant_type: "password" }, undefined, 400, "unsupported_grant_type"],
    ["no client authentication", { grant_type: "client_credentials" }, undefined, 401, "invalid_client"],
    ["an unknown client", { grant_type: "client_credentials" }, basic("cidp_000000000000000000000000", "x"), 401, "invalid_client"],
  ] as const)("answers %s with its RFC error", async (_name, fields, authorization, status, error) => {
    const response = await tokenRequest(fields, authorization);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
    if (status === 401) expect(response.headers["www-authenticate"]).toMatch(/^Basic/);
  });

  it("slows a source down after repeated wrong secrets for a client (429, Retry-After), never the client's own system elsewhere", async () => {
    const guessed = await register(zhang, "宏远被猜测", ["public:read"]);
    const from = (remoteAddress: string, secret: string) =>
      t.app.inject({
        method: "POST",
        url: openPaths.token,
        remoteAddress,
        headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic(guessed.app.clientId, secret) },
        payload: "grant_type=client_credentials",
      });
    for (let i = 0; i < 5; i++) expect((await from("198.51.100.7", `wrong-${i}`)).statusCode).toBe(401);
    const slowed = await from("198.51.100.7", guessed.clientSecret);
    expect([slowed.statusCode, slowed.json().error]).toEqual([429, "slow_down"]);
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(slowed.json().error_description).toMatch(/秒后再试/);
    // The owner's system, from its own address, is not kept out by the guesser.
    expect((await from("198.51.100.8", guessed.clientSecret)).statusCode).toBe(200);
  });

  it("refuses a wrong secret, both methods at once, and a scope the app was not granted", async () => {
    const wrong = await tokenRequest({ grant_type: "client_credentials" }, basic(app.app.clientId, `${app.clientSecret}x`));
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, "invalid_client"]);
    const twice = await tokenRequest(
      { grant_type: "client_credentials", client_id: app.app.clientId, client_secret: app.clientSecret },
      basic(app.app.clientId, app.clientSecret),
    );
    expect([twice.statusCode, twice.json().error]).toEqual([400, "invalid_request"]);
    const scope = await tokenRequest({ grant_type: "client_credentials", scope: "orders:read" }, basic(app.app.clientId, app.clientSecret));
    expect([scope.statusCode, scope.json().error]).toEqual([400, "invalid_scope"]);
  });
});

describe("what an app's token reads", () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenOf(await register(zhang, "宏远数据同步", ["public:read", "procurement:read", "orders:read"]));
  });

  it("reads its own business's inquiry sheets, the same the buyer's list shows, and nothing of another's", async () => {
    const response = await openCall(openApiCalls.inquirySheets.path, token, { size: "100" });
    expect(response.statusCode, response.body).toBe(200);
    const { records } = response.json().data as { records: { sheetNo: string }[] };
    const own = await data<{ records: { sheetNo: string }[] }>(procurementCalls.buyerList, zhang, { size: 100 });
    expect(records.length).toBeGreaterThan(0);
    expect(records.map((r) => r.sheetNo).sort()).toEqual(own.records.map((r) => r.sheetNo).sort());
    const others = await data<{ records: { sheetNo: string }[] }>(procurementCalls.buyerList, li, { size: 100 });
    expect(others.records.length).toBeGreaterThan(0);
    expect(records.some((r) => others.records.some((o) => o.sheetNo === r.sheetNo))).toBe(false);
  });

  it("reads every order bought for its business, whoever of its members bought it, and none of another's", async () => {
    const response = await openCall(openApiCalls.orders.path, token, { size: "100" });
    expect(response.statusCode, response.body).toBe(200);
    const { records, total } = response.json().data as { records: { orderNo: string }[]; total: number };
    const ours = await t.database.db
      .select({ orderNo: serviceOrders.orderNo })
      .from(serviceOrders)
      .where(eq(serviceOrders.buyerBusinessId, hongyuan))
      .orderBy(desc(serviceOrders.id))
      .limit(100);
    expect(ours.length).toBeGreaterThan(0);
    expect(records.map((r) => r.orderNo)).toEqual(ours.map((r) => r.orderNo));
    expect(total).toBeGreaterThanOrEqual(ours.length);
    const [theirs] = await t.database.db
      .select({ orderNo: serviceOrders.orderNo })
      .from(serviceOrders)
      .where(eq(serviceOrders.buyerBusinessId, huaxin))
      .limit(1);
    if (theirs) expect(records.map((r) => r.orderNo)).not.toContain(theirs.orderNo);
  });

  it("reads the public tender notices", async () => {
    const response = await openCall(openApiCalls.tenders.path, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { records: expect.any(Array), current: 1 } });
  });

  it.for(Object.values(openApiCalls))("$path answers its contract", async (call) => {
    const response = await openCall(call.path, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(call.response.safeParse(response.json()).error?.issues ?? []).toEqual([]);
  });

  it("is refused a call whose scope it lacks (403 insufficient_scope)", async () => {
    const narrow = await tokenOf(await register(li, "华信公告抓取", ["public:read"]));
    const response = await openCall(openApiCalls.quotations.path, narrow);
    expect(response.statusCode).toBe(403);
    expect(response.headers["www-authenticate"]).toContain('error="insufficient_scope"');
  });

  it("is refused the internal and staff calls, and a member's session is refused the open API", async () => {
    const internal = await t.app.inject({ method: "GET", url: procurementCalls.buyerList.path, headers: { authorization: `Bearer ${token}` } });
    expect(internal.statusCode).toBe(401);
    const staffCall = Object.values(operatorCalls).find((call) => call.auth === "operator" && call.method === "GET" && !call.path.includes(":"));
    const staff = await t.app.inject({ method: "GET", url: staffCall?.path ?? "", headers: { authorization: `Bearer ${token}` } });
    expect([401, 403]).toContain(staff.statusCode);
    const member = await openCall(openApiCalls.inquirySheets.path, zhang.token);
    expect(member.statusCode).toBe(401);
    expect(member.headers["www-authenticate"]).toContain('error="invalid_token"');
    const none = await t.app.inject({ method: "GET", url: openApiCalls.tenders.path });
    expect(none.statusCode).toBe(401);
  });
});

describe("limits, audit, rotation and revocation", () => {
  it("answers 429 with Retry-After past the app's calls per minute, and logs every call for the business", async () => {
    const app = await register(li, "华信限流测试", ["public:read"]);
    await t.database.db.update(openApps).set({ perMinute: 2 }).where(eq(openApps.id, app.app.id));
    const token = await tokenOf(app);
    expect((await openCall(openApiCalls.tenders.path, token)).statusCode).toBe(200);
    expect((await openCall(openApiCalls.tenders.path, token)).statusCode).toBe(200);
    const limited = await openCall(openApiCalls.tenders.path, token);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const log = await data<{ records: { status: number; path: string }[] }>(openAppCalls.calls, li, { id: app.app.id });
    expect(log.records.map((r) => r.status)).toEqual([429, 200, 200]);
    expect(log.records[0]?.path).toBe(openApiCalls.tenders.path);
    const [listed] = (await data<{ id: number; usedToday: number }[]>(openAppCalls.list, li)).filter((a) => a.id === app.app.id);
    expect(listed?.usedToday).toBe(3);
    // Another business reads nothing of this app.
    expect((await answer(openAppCalls.calls, zhang, { id: app.app.id })).code).toBe(404);
  });

  it("stops the old secret and its tokens at once when the secret is rotated", async () => {
    const app = await register(zhang, "宏远换密钥", ["public:read"]);
    const token = await tokenOf(app);
    const rotated = await data<Credentials>(openAppCalls.rotate, zhang, { id: app.app.id });
    expect(rotated.clientSecret).not.toBe(app.clientSecret);
    expect((await openCall(openApiCalls.tenders.path, token)).statusCode).toBe(401);
    const old = await tokenRequest({ grant_type: "client_credentials" }, basic(app.app.clientId, app.clientSecret));
    expect(old.statusCode).toBe(401);
    expect((await openCall(openApiCalls.tenders.path, await tokenOf(rotated))).statusCode).toBe(200);
  });

  it("stops a revoked app's tokens from the next call, and gives it no new one", async () => {
    const app = await register(zhang, "宏远停用", ["public:read"]);
    const token = await tokenOf(app);
    expect((await openCall(openApiCalls.tenders.path, token)).statusCode).toBe(200);
    expect((await answer(openAppCalls.revoke, li, { id: app.app.id })).code).toBe(404);
    await data(openAppCalls.revoke, zhang, { id: app.app.id });
    expect((await openCall(openApiCalls.tenders.path, token)).statusCode).toBe(401);
    const again = await tokenRequest({ grant_type: "client_credentials" }, basic(app.app.clientId, app.clientSecret));
    expect([again.statusCode, again.json().error]).toEqual([401, "invalid_client"]);
    expect((await answer(openAppCalls.rotate, zhang, { id: app.app.id })).code).toBe(400);
  });
});

describe("the demo's sandbox app", () => {
  it("publishes the demo's credentials, which take a token for 宏远's data", async () => {
    const sandbox = await data<{ clientId: string; clientSecret: string; businessName: string } | null>(openSandboxCalls.sandbox, null);
    expect(sandbox?.businessName).toBe("吉林宏远建设工程有限公司");
    const token = await tokenOf({ app: { id: 0, clientId: sandbox?.clientId ?? "", scopes: [] }, clientSecret: sandbox?.clientSecret ?? "" });
    expect((await openCall(openApiCalls.inquirySheets.path, token)).statusCode).toBe(200);
  });
});

describe("the open API's document", () => {
  it("lists only the calls apps may make and the token endpoint", async () => {
    const response = await t.app.inject({ method: "GET", url: openPaths.document });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain(openPaths.token);
    expect(paths.every((path) => path === openPaths.token || path.startsWith(`${openPaths.v1}/`))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(Object.values(openApiCalls).map((call) => call.path)));
    expect(hongyuan).not.toBe(huaxin);
  });
});
