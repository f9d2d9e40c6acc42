import { homePaths, operatorCalls, operatorHeaders, platformPaths, STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test("the development helpers the test server runs with are never reachable through the portal", async ({ request }) => {
  // The journeys' server has them on (DEV_HELPERS=1), on its own port only.
  expect((await request.get(`http://127.0.0.1:${serverPort}${platformPaths.devSmsOutbox}`)).status()).toBe(200);
  for (const path of [platformPaths.devSmsOutbox, `${platformPaths.devSmsOutbox}?phone=13800000001`, `${platformPaths.devCaptchaAnswer}?captchaId=x`]) {
    const response = await request.get(`${portal}${path}`);
    expect(response.status()).toBe(404);
    expect(JSON.stringify(await response.json())).not.toMatch(/\d{6}/);
  }
});

test("a 3 MB body through the portal's /api gets the services' 413 in the envelope, not a proxy 500", async ({ request }) => {
  const response = await request.post(`${portal}${homePaths.financeApply}`, {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ name: "x".repeat(3 * 1024 * 1024) }),
  });
  expect(response.status()).toBeLessThan(500);
  expect(await response.json()).toMatchObject({ code: 413, msg: "请求内容过大", success: false });
});

test("deeply nested JSON and a NUL through the portal are 400s with a Chinese msg", async ({ request }) => {
  const nested = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
  const deep = await request.post(`${portal}${homePaths.projectApply}`, { headers: { "content-type": "application/json" }, data: nested });
  expect(deep.status()).toBeLessThan(500);
  expect(await deep.json()).toMatchObject({ code: 400, msg: expect.stringMatching(/嵌套层级过深/) });
});

test("the staff log-in and the staff API are not on the public site; the figures are not for the public", async ({ request }) => {
  // Through the portal: the staff log-in in any spelling, and a staff call with a staff session header, are unknown paths.
  const [, api, staff] = STAFF_API_PREFIX.split("/");
  for (const path of [operatorCalls.login.path, `/${api}//${staff}/login`, `/${api}/%${staff?.charCodeAt(0).toString(16)}${staff?.slice(1)}/login`]) {
    const login = await request.post(`${portal}${path}`, { data: { username: "reviewer", password: "Operator@2026" } });
    expect([login.status(), await login.json()], path).toEqual([404, { code: 404, msg: "未找到接口", data: null, success: false }]);
  }
  const staffCall = await request.get(`${portal}${STAFF_API_PREFIX}/members?keyword=王`, { headers: { [operatorHeaders.session]: "forged-staff-session" } });
  expect(staffCall.status()).toBe(404);
  // The public API document names no staff path.
  expect(await (await request.get(`${portal}${platformPaths.openApi}`)).text()).not.toContain(STAFF_API_PREFIX);
  // /metrics through a balancer (the address it forwards for) is the 404 of any unknown page, on the portal and the services alike.
  for (const origin of [portal, `http://127.0.0.1:${serverPort}`]) {
    const scraped = await request.get(`${origin}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(scraped.status(), origin).toBe(404);
    expect(await scraped.text()).not.toContain("http_requests_total");
  }
});
