import { platformPaths } from "@cidp/api-client/contract";
import type { Browser, Page } from "@playwright/test";
import { codeOf, demoOperator } from "./operator-account.ts";
import { operatorApp } from "./ports.ts";
import { expect } from "./test.ts";

/** The seed's other staff (README), each with the operator's password: who logs in, and the page their desk opens on. */
export const demoStaff = {
  operator: { username: demoOperator.username, landing: "待审核" },
  editor: { username: "editor", landing: "内容管理" },
  auditor: { username: "auditor", landing: "待审核" },
  kefu1: { username: "kefu1", landing: "客服工作台" },
  kefu2: { username: "kefu2", landing: "客服工作台" },
} as const;

/** One member of the demo's staff. */
export type DemoStaffAccount = (typeof demoStaff)[keyof typeof demoStaff];

/** The authenticator each desk bound at its log-in, for the steps that ask a code again. */
const boundSecrets = new WeakMap<Page, string>();

/**
 * A code of the desk's authenticator for the next time step (the services take one step of drift):
 * the step of the log-in itself is spent, and waiting for the next would cost up to 30 s.
 */
export function nextCodeOf(desk: Page): string {
  const secret = boundSecrets.get(desk);
  if (!secret) throw new Error("this page was not opened by operatorDesk");
  return codeOf(secret, Date.now() + 30_000);
}

/**
 * Logs the operator in to the back office (apps/operator) in a browser context of its own. As on a deployment,
 * an authenticator is bound only through a one-time enrolment link (here from the test runs'
 * development helper, as `cli.js operator reissue` prints one): the log-in page first refuses the
 * operator who has none, then the link's page binds it and logs in.
 */
export async function operatorDesk(
  browser: Browser,
  servicesOrigin: string,
  check: (page: Page) => Promise<void> = async () => {},
  account: DemoStaffAccount = demoStaff.operator,
): Promise<Page> {
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(operatorApp);
  await expect(desk.getByRole("heading", { name: "运营人员登录" })).toBeVisible();
  await check(desk);
  await desk.getByLabel("账号").fill(account.username);
  await desk.getByLabel("密码").fill(demoOperator.password);
  await desk.getByRole("button", { name: "下一步" }).click();
  await expect(desk.getByText("尚未绑定身份验证器")).toBeVisible();

  const link = await desk.request.get(`${servicesOrigin}${platformPaths.devOperatorEnrolmentLink}?username=${account.username}`);
  expect(link.ok(), "the demo operator has an enrolment link").toBe(true);
  const { url } = (await link.json()) as { url: string };
  await desk.goto(`${operatorApp}${url}`);
  await expect(desk.getByRole("heading", { name: "绑定身份验证器" })).toBeVisible();
  await check(desk);
  const secret = (await desk.getByTestId("totp-secret").textContent()) ?? "";
  await desk.getByLabel("登录密码").fill(demoOperator.password);
  await desk.getByLabel("动态验证码").fill(codeOf(secret));
  await desk.getByRole("button", { name: "绑定并登录" }).click();
  await expect(desk.getByRole("heading", { name: account.landing, level: 1 })).toBeVisible();
  boundSecrets.set(desk, secret);
  return desk;
}

/** On a review page of the operator area: 审核通过, confirmed by the page. */
export async function approveOnDesk(desk: Page): Promise<void> {
  await desk.getByRole("button", { name: "审核通过" }).click();
  await expect(desk.getByRole("status")).toHaveText("已审核通过");
}

/** From the operator's list of waiting reviews: opens one, checks it shows `detail` (when given) and approves it. */
export async function approveFromDesk(desk: Page, review: string | RegExp, detail?: string): Promise<void> {
  await desk.getByRole("link", { name: review }).click();
  if (detail !== undefined) await expect(desk.getByText(detail)).toBeVisible();
  await approveOnDesk(desk);
}
