import { homePaths, platformPaths } from "@cidp/api-client/contract";
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
