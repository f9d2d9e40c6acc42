import { contractRoutes, memberPaths, requestHeaders } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demo, expectFailure, type LoggedIn, login } from "../testing/suite-helpers.ts";
import type { SuiteTarget } from "../testing/suite-target.ts";
import type { TestApp } from "../testing/test-app.ts";

// A member's calls: the back office's (`auth: "operator"`) take a staff session instead, never a
// member's token; operator-permissions.test.ts walks them without one and by role. The open API's
// (`auth: "app"`) take an app's access token, never a member's: open-platform.test.ts refuses
// every kind of caller there (no token, a member's, a revoked or rotated app's, a scope it lacks).
const protectedRoutes = contractRoutes.filter((route) => route.auth !== "none" && route.auth !== "operator" && route.auth !== "app");

/** Every protected call of the contract refuses the same four kinds of caller. */
export function authSuite(target: SuiteTarget): void {
  describe(`auth on every protected route (${target.name})`, () => {
    let t: TestApp;
    let me: LoggedIn;
    let revoked: LoggedIn;
    let otherBusiness: number;
    beforeAll(async () => {
      t = await target.open();
      me = await login(t);
      revoked = await login(t);
      await t.app.inject({ method: "GET", url: memberPaths.logout, headers: revoked.headers });
      otherBusiness = (await login(t, demo.second.phone)).businessId ?? 0;
    });
    afterAll(() => t?.close());

    const call = (route: (typeof protectedRoutes)[number], headers: Record<string, string>) =>
      t.app.inject({ method: route.method, url: route.path.replace(/:\w+/g, "1"), headers, ...(route.method === "GET" ? {} : { payload: {} }) });

    it("covers the member, notice and user-center calls", () => {
      expect(protectedRoutes.length).toBeGreaterThanOrEqual(15);
    });

    it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: 401 without a token", async (_name, route) => {
      expectFailure(await call(route, {}), 401, /请先登录/);
    });

    it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: 401 with a revoked token", async (_name, route) => {
      expectFailure(await call(route, revoked.headers), 401, /已失效/);
    });

    it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: 403 for another member's business", async (_name, route) => {
      expectFailure(await call(route, { ...me.headers, [requestHeaders.companyId]: String(otherBusiness) }), 403, /无权/);
    });

    it("takes the platform token from x-authorization when authorization is absent", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: memberPaths.userInfo,
        headers: { [requestHeaders.authorization]: me.headers.authorization ?? "" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.realName).toBe("张建国");
    });

    it("401 with an expired token on every protected route", async () => {
      target.clock.advance(8 * 86_400_000);
      try {
        for (const route of protectedRoutes) expectFailure(await call(route, me.headers), 401, /过期/);
      } finally {
        target.clock.reset();
      }
    });
  });
}
