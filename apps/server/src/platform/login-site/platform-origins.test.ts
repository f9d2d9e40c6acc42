import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { platformConfigs, platformHosts } from "../cms/schema.ts";
import { originsOfHosts } from "./platform-origins.ts";
import { submitForm } from "./test-helpers.ts";

// A platform given its own domain in 平台设置 (or by `cli.js platform set`) is where the login site
// sends its members back, with no change of ALLOWED_RETURN_ORIGINS.

const demo = { phone: "13800000001", password: "Demo@123456" };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  const [changchun] = await t.database.db.select({ id: platformConfigs.id }).from(platformConfigs).where(eq(platformConfigs.platformCode, "CHANGCHUN"));
  if (!changchun) throw new Error("the seed has no CHANGCHUN platform");
  await t.database.db.insert(platformHosts).values({ platformConfigId: changchun.id, host: "jz.changchun.example.cn", sort: 9 });
});
afterAll(() => t.close());

describe("the platforms' hosts as return targets", () => {
  it.each([
    [["jz.changchun.example.cn"], true, ["https://jz.changchun.example.cn"]],
    [["jz.changchun.example.cn"], false, ["https://jz.changchun.example.cn", "http://jz.changchun.example.cn"]],
    [[], true, []],
  ])("%o in production %s → %o", (hosts, production, origins) => {
    expect(originsOfHosts(hosts, production)).toEqual(origins);
  });

  it("sends a member who logged in back to the platform's own domain, with the token", async () => {
    const back = "http://jz.changchun.example.cn/login-back?redirect=%2Fuser%2Fhome";
    const response = await submitForm(t.app, "/login", { ...demo, redirect: back });
    expect(response.statusCode).toBe(303);
    expect(String(response.headers.location)).toMatch(
      /^http:\/\/jz\.changchun\.example\.cn\/login-back\?redirect=%2Fuser%2Fhome&token=[^&]+&switchtocompanyid=\d*$/,
    );
  });

  it("never to a domain no platform has, nor to a platform's host on another port or path", async () => {
    for (const elsewhere of [
      "http://jz.changchun.example.cn.evil.example/login-back",
      "http://evil.example/login-back",
      "http://jz.changchun.example.cn:8443/login-back",
      "http://jz.changchun.example.cn/elsewhere",
    ]) {
      const response = await submitForm(t.app, "/login", { ...demo, redirect: elsewhere });
      expect(response.statusCode, elsewhere).toBe(303);
      expect(String(response.headers.location), elsewhere).toMatch(/^http:\/\/localhost:3000\/default\/home/);
    }
  });
});
