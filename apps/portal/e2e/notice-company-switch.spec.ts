import { expectAxeClean } from "./support/axe.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// A notice is about one of the member's businesses. Opening one of another business switches to it
// first (the spec's company switch) and says so, instead of opening a page that answers 404 for the
// business the member acts for; a notice routed nowhere opens its own page instead of doing nothing.

test("a notice of another of the member's businesses switches to it, says 已切换, and opens its page", async ({ page }) => {
  await logIn(page);
  const selector = page.getByTestId("company-selector");
  await expect(selector).not.toContainText("长春鼎盛建材贸易有限公司");
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await drawer.getByRole("tab", { name: /订单服务/ }).click();
  // The demo's inquiry invitations are addressed to 长春鼎盛 (a supplier of the member's).
  const invitation = drawer.getByTestId("notice-item").filter({ hasText: "询价邀请" }).first();
  // Each notice names the company it concerns (one member, several companies, notices alike but for it).
  await expect(invitation.getByTestId("notice-company")).toHaveText("所属企业：长春鼎盛建材贸易有限公司");
  await Promise.all([page.waitForURL(/\/user\/notice\/invitationInfo\?sheet=\d+$/), invitation.click()]);
  await expect(page.getByTestId("company-switched")).toHaveText("已切换到“长春鼎盛建材贸易有限公司”");
  await expect(selector).toContainText("长春鼎盛建材贸易有限公司");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAxeClean(page);
  // The message shows once: the next page does not repeat it.
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("member-area")).toBeVisible();
  await expect(page.getByTestId("company-switched")).toHaveCount(0);
});

test("a notice routed nowhere opens its own page instead of doing nothing", async ({ page }) => {
  await logIn(page);
  await page.getByTestId("bell").click();
  const drawer = page.getByTestId("message-drawer");
  await drawer.getByRole("tab", { name: /系统通知/ }).click();
  await drawer.getByTestId("notice-item").filter({ hasText: "系统维护公告" }).click();
  await expect(page).toHaveURL(/\/user\/notice\/detail\?id=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("系统维护公告");
  await expectAxeClean(page);
});
