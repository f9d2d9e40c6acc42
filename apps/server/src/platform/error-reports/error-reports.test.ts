import { errorIngest, platformPaths } from "@cidp/api-client/contract";
import { ERROR_BREADCRUMB_MAX } from "@cidp/domain";
import { createEventEnvelope, createStackParser, createTransport, Scope, serializeEnvelope } from "@sentry/core";
import { nodeStackLineParser, ServerRuntimeClient } from "@sentry/core/server";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createErrorReportRepository } from "./repository.ts";
import { ERROR_REPORTS_PATH, MAX_ENVELOPE_BYTES } from "./routes.ts";
import { errorReports } from "./schema.ts";

const OPS_TOKEN = "ops-token-for-the-error-report-tests-0123";
const dsn = `http://${errorIngest.publicKey}@portal.test${errorIngest.dsnPath}/${errorIngest.projectId}`;
const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg";

let t: TestApp;
let nextAddress = 1;
/** Each test posts from its own address, so the per-address limit stays out of the way (but the limit's own test). */
const freshAddress = () => `10.77.${nextAddress >> 8}.${nextAddress++ & 255}`;

function post(payload: string | Buffer, headers: Record<string, string> = {}, remoteAddress = freshAddress()) {
  return t.app.inject({
    method: "POST",
    url: platformPaths.errorIngestEnvelope,
    payload,
    headers: { "content-type": "application/x-sentry-envelope", ...headers },
    remoteAddress,
  });
}

/**
 * A Sentry client as the SDK runs it (scope, breadcrumbs, user, tags, event processors, envelope
 * serialisation, transport with the tunnel), posting to the app in-process.
 */
function sentryClient(remoteAddress = freshAddress()) {
  const sent: { statusCode: number }[] = [];
  const client = new ServerRuntimeClient({
    dsn,
    tunnel: platformPaths.errorIngestEnvelope,
    release: "portal@0.1.0+abc123",
    environment: "test",
    integrations: [],
    traceLifecycle: "static",
    stackParser: createStackParser(nodeStackLineParser()),
    transport: (options) =>
      createTransport(options, async (request) => {
        const response = await post(Buffer.from(request.body), { "content-type": "text/plain;charset=UTF-8" }, remoteAddress);
        sent.push({ statusCode: response.statusCode });
        return { statusCode: response.statusCode, headers: { "retry-after": null, "x-sentry-rate-limits": null } };
      }),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return { client, scope, sent };
}

beforeAll(async () => {
  vi.stubEnv("OPS_TOKEN", OPS_TOKEN);
  t = await createTestApp();
  vi.unstubAllEnvs();
});
afterAll(() => t?.close());

describe("error ingest (Sentry envelope protocol)", () => {
  it("stores an SDK error report scrubbed: tokens and phones gone, the user cut to the member id, the last 5 breadcrumbs", async () => {
    const { client, scope, sent } = sentryClient();
    scope.setUser({ id: "42", username: "张建国", email: "zhang@example.cn", ip_address: "203.0.113.9" });
    scope.setTag("platform", "CHANGCHUN");
    for (let i = 1; i <= 7; i++) scope.addBreadcrumb({ category: "navigation", message: `to /default/news-${i}?token=${jwt}&phone=13812345678` });
    scope.addEventProcessor((event) => ({
      ...event,
      request: {
        url: `http://portal.test/login-back?token=${jwt}&next=/user/default`,
        headers: { Authorization: `Bearer ${jwt}`, Cookie: "Member-Token=abc", "User-Agent": "Chromium" },
      },
    }));
    const eventId = client.captureException(new Error("加载企业信息失败：联系电话 13812345678，Bearer abc.def"), undefined, scope);
    await client.flush(2_000);
    expect(sent).toEqual([{ statusCode: 200 }]);

    const [row] = await t.database.db.select().from(errorReports).where(eq(errorReports.eventId, eventId));
    if (!row) throw new Error("the report was not stored");
    expect(row).toMatchObject({ level: "error", release: "portal@0.1.0+abc123", environment: "test", platformCode: "CHANGCHUN", userId: "42" });
    expect(row.message).toBe("Error: 加载企业信息失败：联系电话 138****5678，Bearer [REDACTED]");
    expect(row.url).toBe("http://portal.test/login-back?token=[REDACTED]&next=/user/default");
    const stored = JSON.stringify(row.event);
    for (const secret of [jwt, "13812345678", "Member-Token=abc", "张建国", "zhang@example.cn", "203.0.113.9"]) expect(stored).not.toContain(secret);
    const event = row.event as { user: unknown; breadcrumbs: { message: string }[]; request: { headers: Record<string, string> } };
    expect(event.user).toEqual({ id: "42" });
    expect(event.breadcrumbs).toHaveLength(ERROR_BREADCRUMB_MAX);
    expect(event.breadcrumbs[0]?.message).toBe("to /default/news-3?token=[REDACTED]&phone=[REDACTED]");
    expect(event.request.headers).toMatchObject({ Authorization: "[REDACTED]", Cookie: "[REDACTED]", "User-Agent": "Chromium" });
    const thrown = (row.event as { exception: { values: { stacktrace?: { frames: unknown[] } }[] } }).exception.values[0];
    expect(thrown?.stacktrace?.frames.length).toBeGreaterThan(0);
  });

  it("stores a retried envelope once", async () => {
    const event = {
      event_id: "0123456789abcdef0123456789abcdef",
      timestamp: Date.now() / 1000,
      level: "error" as const,
      message: "重复上报",
      platform: "javascript",
    };
    const body = serializeEnvelope(
      createEventEnvelope(
        event,
        { protocol: "http", publicKey: errorIngest.publicKey, host: "portal.test", path: "api/error-ingest", projectId: "1" },
        undefined,
        "/t",
      ),
    );
    expect((await post(Buffer.from(body))).json()).toMatchObject({ code: 200, success: true, data: { id: event.event_id } });
    expect((await post(Buffer.from(body))).statusCode).toBe(200);
    expect(await t.database.db.$count(errorReports, eq(errorReports.eventId, event.event_id))).toBe(1);
  });

  it("accepts sessions and client reports without storing them", async () => {
    const before = await rowCount(t.database.db, errorReports);
    const envelope = [
      JSON.stringify({ dsn, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: "session" }),
      JSON.stringify({ sid: "abc", status: "ok", started: new Date().toISOString() }),
      JSON.stringify({ type: "client_report" }),
      JSON.stringify({ timestamp: Date.now() / 1000, discarded_events: [] }),
    ].join("\n");
    const response = await post(envelope);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { id: null } });
    expect(await rowCount(t.database.db, errorReports)).toBe(before);
  });

  const header = JSON.stringify({ dsn });
  it.each([
    ["an empty body", "", /内容为空/],
    ["a header that is not JSON", "not json\n{}", /信封头/],
    ["a header that is an array", "[1]\n", /信封头/],
    ["an item header without a type", `${header}\n{"length":2}\n{}`, /条目头/],
    ["an item length past the body", `${header}\n{"type":"event","length":9999}\n{}`, /条目长度/],
    ["a negative item length", `${header}\n{"type":"event","length":-1}\n{}`, /条目长度/],
    ["an event that is not JSON", `${header}\n{"type":"event"}\n{oops`, /事件不是/],
    ["an event that is an array", `${header}\n{"type":"event"}\n[]`, /事件不是/],
    ["an event nested 100 deep", `${header}\n{"type":"event"}\n${"[".repeat(100)}${"]".repeat(100)}`, /嵌套/],
    ["too many items", `${header}\n${'{"type":"client_report"}\n{}\n'.repeat(21)}`, /条目过多/],
    ["binary garbage", Buffer.from([0xff, 0xfe, 0x00, 0x0a, 0x80, 0x81]), /信封头/],
  ])("refuses %s with 400 and a Chinese message, storing nothing", async (_name, payload, msg) => {
    const before = await rowCount(t.database.db, errorReports);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false });
    expect(response.json().msg).toMatch(msg);
    expect(await rowCount(t.database.db, errorReports)).toBe(before);
  });

  it("refuses an envelope over 256 KB with 413", async () => {
    const event = JSON.stringify({ message: "x".repeat(MAX_ENVELOPE_BYTES) });
    const response = await post(`${header}\n{"type":"event"}\n${event}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 413, msg: "请求内容过大" });
  });

  it("refuses an envelope for another key or project with 403, and a compressed one with 415", async () => {
    const event = `{"type":"event"}\n{"message":"x"}`;
    expect((await post(`${JSON.stringify({ dsn: dsn.replace(errorIngest.publicKey, "otherkey") })}\n${event}`)).statusCode).toBe(403);
    expect((await post(`${JSON.stringify({ dsn: dsn.replace(/\/1$/, "/2") })}\n${event}`)).statusCode).toBe(403);
    expect((await post(`{}\n${event}`)).statusCode).toBe(403);
    const withQueryKey = await t.app.inject({
      method: "POST",
      url: `${platformPaths.errorIngestEnvelope}?sentry_version=7&sentry_key=${errorIngest.publicKey}`,
      payload: `{}\n${event}`,
      headers: { "content-type": "text/plain" },
      remoteAddress: freshAddress(),
    });
    expect(withQueryKey.statusCode).toBe(200);
    const gzip = await post(`${header}\n${event}`, { "content-encoding": "gzip" });
    expect(gzip.statusCode).toBe(415);
    expect(gzip.json().msg).toMatch(/内容编码/);
  });

  it("limits envelopes per client address (429 with Retry-After, which the SDK honours)", async () => {
    const address = freshAddress();
    const body = `${header}\n{"type":"client_report"}\n{}`;
    for (let i = 0; i < 30; i++) expect((await post(body, {}, address)).statusCode).toBe(200);
    const limited = await post(body, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect((await post(body, {}, freshAddress())).statusCode).toBe(200);
  });
});

describe("error reports: operators' read endpoint", () => {
  it("lists the newest reports, by platform, to the ops token only", async () => {
    const repository = createErrorReportRepository(t.database.db);
    const [newest] = await t.database.db.select().from(errorReports).orderBy(desc(errorReports.receivedAt), desc(errorReports.id)).limit(1);
    expect((await repository.recent({ limit: 1 }))[0]?.id).toBe(newest?.id);
    expect((await repository.recent({ limit: 10, platformCode: "CHANGCHUN" })).every((report) => report.platformCode === "CHANGCHUN")).toBe(true);

    const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const listed = await get(`${ERROR_REPORTS_PATH}?limit=5&platformCode=CHANGCHUN`, OPS_TOKEN);
    expect(listed.statusCode).toBe(200);
    const data = listed.json().data as { platformCode: string; userId: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toMatchObject({ platformCode: "CHANGCHUN", userId: "42" });
    expect((await get(ERROR_REPORTS_PATH)).statusCode).toBe(401);
    expect((await get(ERROR_REPORTS_PATH, "wrong")).statusCode).toBe(401);
    expect((await get(`${ERROR_REPORTS_PATH}?limit=1000`, OPS_TOKEN)).json()).toMatchObject({ code: 400, success: false });
  });
});
