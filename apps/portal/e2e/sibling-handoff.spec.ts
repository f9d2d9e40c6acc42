import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

const equipment = "https://equipment.example.cn/coupon/7";

test("a notice for a sibling site opens its login-back with the token through the hand-over; the portal's address stays clean", async ({ page, context }) => {
  await logIn(page);
  // The sibling site is not part of this product and nothing answers for it: what counts is the
  // address the browser asks for after the hand-over's redirect. (A stand-in page through
  // context.route is not reached after a server's redirect in Chromium's headless shell.)
  const siblingLoginBack = context.waitForEvent("request", (request) => request.url().startsWith("https://equipment.example.cn/login-back?"));
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === "login_access_token")?.value ?? cookies.find((c) => c.name === "cidp_token")?.value;
  const company = cookies.find((c) => c.name === "login_dept_id")?.value ?? "";
  expect(token).toBeTruthy();

  await page.getByTestId("bell").click();
  const notice = page.getByTestId("notice-item").filter({ hasText: "设备租赁新客礼包" });
  // In a window of its own: the portal's page stays where it was.
  await Promise.all([page.waitForEvent("popup"), notice.click()]);
  const landed = new URL((await siblingLoginBack).url());
  expect(landed.searchParams.get("token")).toBe(token);
  expect(landed.searchParams.get("switchtocompanyid")).toBe(company);
  expect(landed.searchParams.get("target")).toMatch(/^\/coupon\/\d+$/);
  expect(page.url()).not.toContain("token");
});

test("the hand-over refuses targets off the allowlist and requests started by another site; a visitor gets the plain address", async ({ request }) => {
  const to = (address: string) => `${portal}/session/handoff?to=${encodeURIComponent(address)}`;
  const foreign = await request.get(to("https://evil.example/steal"), { maxRedirects: 0, headers: { "sec-fetch-site": "same-origin" } });
  expect(foreign.status()).toBe(400);
  expect(await foreign.text()).toContain("目标地址不在允许的站点范围内");
  const crossSite = await request.get(to(equipment), { maxRedirects: 0, headers: { "sec-fetch-site": "cross-site" } });
  expect(crossSite.status()).toBe(403);
  const visitor = await request.get(to(equipment), { maxRedirects: 0, headers: { "sec-fetch-site": "same-origin" } });
  expect(visitor.status()).toBe(303);
  expect(visitor.headers().location).toBe(equipment);
  expect(visitor.headers()["cache-control"]).toBe("no-store");
});
