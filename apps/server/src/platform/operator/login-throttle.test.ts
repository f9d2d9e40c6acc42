// The operator's log-in under attack from one address: the stranger is slowed (1 s, 2 s … 60 s),
// the operator's own device logs in with password and code; wrong codes (only someone with the
// password can give them) slow the code step for the account. Never "locked".
import { randomBytes } from "node:crypto";
import { operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFieldCipher } from "../../security/field-cipher.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { refusalOf, type StaffSession, staffCall } from "../../testing/operator-desk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createTestClock } from "../login-site/test-helpers.ts";
import { operatorAudit, operators } from "./schema.ts";
import { demoOperator } from "./seed.ts";
import { newTotpSecret, totpCode } from "./totp.ts";

const clock = createTestClock();
const tokenSecret = randomBytes(32);
const sealingKeys = randomSealingKeys();
const totpSecret = newTotpSecret();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { tokenSecret, sealingKeys, now: clock.now });
  // An operator with an authenticator, as an enrolment link leaves it.
  await t.database.db
    .update(operators)
    .set({ totpSecretCipher: createFieldCipher(sealingKeys, "operator-totp").seal(totpSecret) })
    .where(eq(operators.username, demoOperator.username));
});
afterAll(() => t.close());
beforeEach(() => clock.advance(16 * 60_000));

const A = "203.0.113.44";
const B = "198.51.100.44";

/** A back-office call as the back office's server makes it for a browser at `from` (it forwards the address). */
const from = (address: string) => ({ "x-forwarded-for": address });
const logIn = (password: string, address: string) => staffCall(t.app, operatorCalls.login, { username: demoOperator.username, password }, null, from(address));
const halfSessionOf = (answer: LightMyRequestResponse): StaffSession => ({ session: (answer.json().data as { session: string }).session });
const codeStep = (half: StaffSession, code: string, address: string) => staffCall(t.app, operatorCalls.totp, { code }, half, from(address));

describe("operator log-in throttle", () => {
  it("slows the stranger's address 1 s, 2 s, 4 s … at most 60 s; the operator's own device logs in throughout", async () => {
    for (let i = 0; i < 3; i++) expect((await logIn(`Wrong@${i}xyz`, A)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      // Even the right password is not looked at while the address waits.
      const refused = await logIn(demoOperator.password, A);
      expect(refusalOf(refused)).toEqual({ status: 429, msg: `失败次数较多，请${refused.headers["retry-after"]}秒后再试` });
      expect(refused.body).not.toContain("锁定");
      const wait = Number(refused.headers["retry-after"]);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await logIn(`Wrong@${i}abc`, A)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    // The operator's own device: password, then the code, straight away.
    const first = await logIn(demoOperator.password, B);
    expect(first.json()).toMatchObject({ success: true, data: { stage: "password" } });
    clock.advance(30_000);
    const done = await codeStep(halfSessionOf(first), totpCode(totpSecret, clock.now()), B);
    expect(done.json()).toMatchObject({ success: true, data: { stage: "full" } });
    // The waits were audited, with the name tried.
    const [line] = await t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, "login.throttled"));
    expect(line).toMatchObject({ operatorId: null, ip: A, detail: { username: demoOperator.username } });
  });

  it("wrong codes (after the right password) slow the code step of the account from every address; the right code after the wait gets in", async () => {
    const half = halfSessionOf(await logIn(demoOperator.password, A));
    clock.advance(30_000);
    const wrongCode = totpCode(totpSecret, clock.now()) === "000000" ? "111111" : "000000";
    // A wrong code leaves the half session standing (400, not 401)…
    for (let i = 0; i < 2; i++) expect((await codeStep(half, wrongCode, A)).statusCode).toBe(400);
    // …until its third, which ends it: the password again.
    expect(refusalOf(await codeStep(half, wrongCode, A))).toEqual({ status: 401, msg: "动态验证码错误次数过多，请重新输入账号密码登录" });
    const again = halfSessionOf(await logIn(demoOperator.password, A));
    const waiting = await codeStep(again, totpCode(totpSecret, clock.now()), A);
    expect(refusalOf(waiting)).toEqual({ status: 429, msg: "失败次数较多，请1秒后再试" });
    expect(waiting.headers["retry-after"]).toBe("1");
    // Another half session of the same account, elsewhere: the same wait (it takes the password to get here).
    const other = halfSessionOf(await logIn(demoOperator.password, B));
    expect((await codeStep(other, totpCode(totpSecret, clock.now()), B)).statusCode).toBe(429);
    clock.advance(1_000);
    const done = await codeStep(other, totpCode(totpSecret, clock.now()), B);
    expect(done.json()).toMatchObject({ success: true, data: { stage: "full" } });
  });
});
