import { platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, cookieHeader, cookiesOf, postForm } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { personalCertifications } from "../certification/schema.ts";
import { members } from "../member/schema.ts";
import { operatorAudit, operators } from "./schema.ts";
import { demoOperator } from "./seed.ts";
import { totpCode } from "./totp.ts";

/**
 * The app's clock, standing still at the start of a TOTP step and moved only by the tests: a code is
 * checked in the step it was made for however slowly the machine runs, and the step used at
 * enrolment stays the current one until a log-in moves on to the next.
 */
function frozenClock() {
  const stepMs = 30_000;
  let at = Math.floor(Date.now() / stepMs) * stepMs;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

let t: TestApp;
const clock = frozenClock();

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
});
afterAll(() => t.close());

type Jar = CookieJar;
const csrfIn = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? "";

async function get(url: string, jar: Jar) {
  return t.app.inject({ method: "GET", url, headers: { cookie: cookieHeader(jar) } });
}
async function post(url: string, jar: Jar, form: Record<string, string>, headers: Record<string, string> = {}) {
  return postForm(t.app, url, jar, form, headers);
}

/** Password, then a TOTP code of the enrolled authenticator: the cookie jar of a full session. */
async function logIn(secret: string): Promise<{ jar: Jar; secret: string }> {
  const jar = cookiesOf(await post("/operator/login", {}, { username: demoOperator.username, password: demoOperator.password }));
  const page = await get("/operator/totp", jar);
  clock.advance(30_000); // a fresh time step, so the code was not used before
  const done = await post("/operator/totp", jar, { _csrf: csrfIn(page.body), code: totpCode(secret, clock.now()) });
  expect(done.statusCode, done.body).toBe(303);
  return { jar: cookiesOf(done, jar), secret };
}

describe("operator log-in", () => {
  let secret = "";

  it("keeps members and strangers out of the area", async () => {
    expect((await get("/operator", {})).headers.location).toBe("/operator/login");
    const wrong = await post("/operator/login", {}, { username: demoOperator.username, password: "Demo@123456" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("账号或密码错误");
    const unknown = await post("/operator/login", {}, { username: "13800000001", password: "Demo@123456" });
    expect(unknown.statusCode).toBe(401);
  });

  it("binds no authenticator to whoever logs in first: only a one-time enrolment link does", async () => {
    // The right password of an operator without an authenticator opens nothing and offers no secret.
    const first = await post("/operator/login", {}, { username: demoOperator.username, password: demoOperator.password });
    expect(first.statusCode).toBe(403);
    expect(first.body).toContain("尚未绑定身份验证器");
    expect(first.body).not.toContain("totp-secret");
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect((await get("/operator/enrol/not-a-real-link", {})).statusCode).toBe(410);

    const url = ((await get(`${platformPaths.devOperatorEnrolmentLink}?username=${demoOperator.username}`, {})).json() as { url: string }).url;
    const page = await get(url, {});
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("绑定身份验证器");
    expect(page.body).toContain("<svg");
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    const key = /data-testid="totp-secret">([A-Z2-7]+)</.exec(page.body)?.[1] ?? "";
    // The same link shows the same secret until it is used.
    expect((await get(url, {})).body).toContain(key);
    const wrongCode = await post(url, {}, { password: demoOperator.password, code: totpCode(key, clock.now()) === "000000" ? "111111" : "000000" });
    expect(wrongCode.statusCode).toBe(401);
    const wrongPassword = await post(url, {}, { password: "Wrong@123456789", code: totpCode(key, clock.now()) });
    expect(wrongPassword.statusCode).toBe(401);
    const crossSite = await post(url, {}, { password: demoOperator.password, code: totpCode(key, clock.now()) }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const [before] = await t.database.db.select().from(operators);
    expect(before?.totpSecretCipher).toBeNull();
    const done = await post(url, {}, { password: demoOperator.password, code: totpCode(key, clock.now()) });
    expect(done.headers.location).toBe("/operator");
    const [after] = await t.database.db.select().from(operators);
    expect(after?.totpSecretCipher).not.toBeNull();
    expect(after?.totpSecretCipher).not.toContain(key);
    expect((await get("/operator", cookiesOf(done))).body).toContain("待审核");
    // Used once: the link is gone.
    expect((await get(url, {})).statusCode).toBe(410);
    expect((await post(url, {}, { password: demoOperator.password, code: totpCode(key, clock.now()) })).statusCode).toBe(410);
    secret = key;
  });

  it("a half session (password only) cannot see the queue", async () => {
    const jar = cookiesOf(await post("/operator/login", {}, { username: demoOperator.username, password: demoOperator.password }));
    expect((await get("/operator", jar)).headers.location).toBe("/operator/totp");
  });

  it("asks enrolled operators for a code and never takes the same code twice", async () => {
    const jar = cookiesOf(await post("/operator/login", {}, { username: demoOperator.username, password: demoOperator.password }));
    const page = await get("/operator/totp", jar);
    expect(page.body).toContain("输入动态验证码");
    expect(page.body).not.toContain("totp-secret");
    // The code of the step used at enrolment is refused.
    const replay = await post("/operator/totp", jar, { _csrf: csrfIn(page.body), code: totpCode(secret, clock.now()) });
    expect(replay.statusCode).toBe(401);
    const { jar: full } = await logIn(secret);
    expect((await get("/operator/audit", full)).body).toContain("绑定身份验证器");
  });

  it("reviews: a reject needs a reason, the decision is audited and the member notified; a second decision is refused", async () => {
    const [member] = await t.database.db.select().from(members).where(eq(members.phone, "13900000301"));
    const [row] = await t.database.db
      .insert(personalCertifications)
      .values({
        memberId: member?.id ?? 0,
        realName: "刘振东",
        idNumberCipher: "x",
        idNumberMasked: "220102********1237",
        frontResourceId: 1,
        backResourceId: 2,
      })
      .returning();
    const { jar } = await logIn(secret);
    const queue = await get("/operator", jar);
    expect(queue.body).toContain(`/operator/review/personal/${row?.id}`);
    const page = await get(`/operator/review/personal/${row?.id}`, jar);
    expect(page.body).toContain("刘振东");
    const noReason = await post(`/operator/review/personal/${row?.id}`, jar, { _csrf: csrfIn(page.body), decision: "reject", reason: " " });
    expect(noReason.body).toContain("请填写驳回原因");
    const crossSite = await post(
      `/operator/review/personal/${row?.id}`,
      jar,
      { _csrf: csrfIn(page.body), decision: "approve" },
      { origin: "https://evil.example" },
    );
    expect(crossSite.statusCode).toBe(403);
    const fromElsewhere = await post(
      `/operator/review/personal/${row?.id}`,
      jar,
      { _csrf: csrfIn(page.body), decision: "approve" },
      { "sec-fetch-site": "cross-site" },
    );
    expect(fromElsewhere.statusCode).toBe(403);
    const rejected = await post(`/operator/review/personal/${row?.id}`, jar, { _csrf: csrfIn(page.body), decision: "reject", reason: "<b>身份证照片模糊</b>" });
    expect(rejected.headers.location).toBe("/operator?result=rejected");
    const again = await post(`/operator/review/personal/${row?.id}`, jar, { _csrf: csrfIn(page.body), decision: "approve" });
    expect(again.body).not.toContain("审核结论");
    const [decided] = await t.database.db
      .select()
      .from(personalCertifications)
      .where(eq(personalCertifications.id, row?.id ?? 0));
    expect(decided).toMatchObject({ state: "rejected", rejectReason: "<b>身份证照片模糊</b>" });
    const audit = await get("/operator/audit", jar);
    expect(audit.body).toContain("审核驳回");
    expect(audit.body).toContain("&lt;b&gt;身份证照片模糊&lt;/b&gt;");
    const actions = (await t.database.db.select().from(operatorAudit)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["login.failed", "login.password", "totp.enrolled", "totp.failed", "login.success", "review.reject"]));
    expect((await get("/operator/review/personal/999999", jar)).statusCode).toBe(404);
    expect((await get("/operator/review/nothing/1", jar)).statusCode).toBe(404);
  });

  it("logs out for good", async () => {
    const { jar } = await logIn(secret);
    const page = await get("/operator", jar);
    await post("/operator/logout", jar, { _csrf: csrfIn(page.body) });
    expect((await get("/operator", jar)).headers.location).toBe("/operator/login");
  });
});
