// The operator's log-in under attack from one address: the stranger is slowed (1 s, 2 s … 60 s),
// the operator's own device logs in with password and code; wrong codes (only someone with the
// password can give them) slow the code step for the account. Never "locked".
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFieldCipher } from "../../security/field-cipher.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestClock } from "../login-site/test-helpers.ts";
import { operators } from "./schema.ts";
import { demoOperator } from "./seed.ts";
import { newTotpSecret, totpCode } from "./totp.ts";

const clock = createTestClock();
const tokenSecret = randomBytes(32);
const totpSecret = newTotpSecret();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret, now: clock.now });
  // An operator with an authenticator, as an enrolment link leaves it.
  await t.database.db
    .update(operators)
    .set({ totpSecretCipher: createFieldCipher(tokenSecret, "operator-totp").seal(totpSecret) })
    .where(eq(operators.username, demoOperator.username));
});
afterAll(() => t.close());
beforeEach(() => clock.advance(16 * 60_000));

const A = "203.0.113.44";
const B = "198.51.100.44";

type Jar = Record<string, string>;
function cookiesOf(response: { cookies: { name: string; value: string }[] }, jar: Jar = {}): Jar {
  for (const cookie of response.cookies) jar[cookie.name] = cookie.value;
  return jar;
}
const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

function post(url: string, form: Record<string, string>, from: string, jar: Jar = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: from,
    headers: { cookie: cookieHeader(jar), "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}
const logIn = (password: string, from: string) => post("/operator/login", { username: demoOperator.username, password }, from);

async function codeStep(jar: Jar, code: string, from: string) {
  const page = await t.app.inject({ method: "GET", url: "/operator/totp", remoteAddress: from, headers: { cookie: cookieHeader(jar) } });
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? "";
  return post("/operator/totp", { _csrf: csrf, code }, from, jar);
}

describe("operator log-in throttle", () => {
  it("slows the stranger's address 1 s, 2 s, 4 s … at most 60 s; the operator's own device logs in throughout", async () => {
    for (let i = 0; i < 3; i++) expect((await logIn(`Wrong@${i}xyz`, A)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      // Even the right password is not looked at while the address waits.
      const refused = await logIn(demoOperator.password, A);
      expect(refused.statusCode).toBe(429);
      expect(refused.body).toContain(`失败次数较多，请${refused.headers["retry-after"]}秒后再试`);
      expect(refused.body).not.toContain("锁定");
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await logIn(`Wrong@${i}abc`, A)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The operator's own device: password, then the code, straight away.
    const first = await logIn(demoOperator.password, B);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/operator/totp");
    clock.advance(30_000);
    const done = await codeStep(cookiesOf(first), totpCode(totpSecret, clock.now()), B);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/operator");
  });

  it("wrong codes (after the right password) slow the code step of the account from every address; the right code after the wait gets in", async () => {
    const jar = cookiesOf(await logIn(demoOperator.password, A));
    clock.advance(30_000);
    const wrongCode = totpCode(totpSecret, clock.now()) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) expect((await codeStep(jar, wrongCode, A)).statusCode).toBe(401);
    const waiting = await codeStep(jar, totpCode(totpSecret, clock.now()), A);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.body).toContain("失败次数较多，请1秒后再试");
    // Another half session of the same account, elsewhere: the same wait (it takes the password to get here).
    const other = cookiesOf(await logIn(demoOperator.password, B));
    expect((await codeStep(other, totpCode(totpSecret, clock.now()), B)).statusCode).toBe(429);
    clock.advance(1_000);
    const done = await codeStep(other, totpCode(totpSecret, clock.now()), B);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/operator");
  });
});
