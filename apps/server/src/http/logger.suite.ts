import { Writable } from "node:stream";
import { memberPaths, requestHeaders } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { login } from "../testing/suite-helpers.ts";
import type { SuiteTarget } from "../testing/suite-target.ts";
import { loggerOptions } from "./logger.ts";

/** Request logs of an app with the production logger, over the suite target's database. */
export function loggerSuite(target: SuiteTarget): void {
  describe(`request logs (${target.name})`, () => {
    const lines: string[] = [];
    let app: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const { database } = await target.open();
      app = await buildApp({ db: database.db, logger: { ...loggerOptions("debug"), stream } });
    });
    afterAll(() => app?.close());

    it("never contain tokens, passwords or full phone numbers", async () => {
      const { token } = await login({ app, database: (await target.open()).database, close: async () => {} });
      await app.inject({
        method: "GET",
        url: memberPaths.userInfo,
        headers: { [requestHeaders.platformToken]: `Bearer ${token}`, [requestHeaders.businessToken]: `Bearer ${token}` },
      });
      await app.inject({ method: "POST", url: `${memberPaths.tenantExistCheck}?phoneNumber=13800000001`, payload: {} });
      await app.inject({
        method: "GET",
        url: `${memberPaths.updatePayPassword}?payPassword=135790&password=Demo%40123456`,
        headers: { authorization: `Bearer ${token}` },
      });
      await app.inject({ method: "POST", url: `${memberPaths.smsVerificationCode}?phone=13800000001`, payload: { templateId: "generic" } });
      const log = lines.join("");
      expect(log).toContain("incoming request");
      expect(log).not.toContain(token);
      expect(log).not.toContain("Demo@123456");
      expect(log).not.toContain("Demo%40123456");
      expect(log).not.toContain("135790");
      expect(log).not.toContain("13800000001");
    });
  });
}
