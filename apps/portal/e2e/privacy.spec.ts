import { readFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { expectAxeClean } from "./support/axe.ts";
import { logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 隐私与授权 (/user/privacy): consents, a copy of one's data, and 注销 with its cooling-off period.

const member = { phone: "13900000112", password: "Demo@123456", realName: "沈浩然" };

test("a member gives and revokes a consent, downloads their data, asks to delete the account and takes it back", async ({ page }) => {
  test.slow();
  await logIn(page, member);
  await page.goto(`${portal}/user/default`);
  await page.getByTestId("member-center-menu").getByRole("link", { name: "隐私与授权" }).click();
  await expect(page.getByRole("heading", { name: "隐私与授权", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "已同意的协议" })).toContainText("隐私政策");
  await expectAxeClean(page);

  const marketing = page.getByTestId("consent").filter({ hasText: "接收平台活动" });
  await expect(marketing).toContainText("未授权");
  await marketing.getByRole("button", { name: /^授权：/ }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已授权");
  await expect(marketing).toContainText("已授权（");
  await marketing.getByRole("button", { name: /^撤回授权：/ }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已撤回授权");
  await expect(marketing).toContainText("未授权");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载个人信息副本" }).click();
  const file = await (await download).path();
  const copy = JSON.parse(await readFile(file, "utf8")) as { profile: { realName: string; phone: string }; consents: { purpose: string; granted: boolean }[] };
  expect(copy.profile).toMatchObject({ realName: member.realName, phone: member.phone });
  expect(copy.consents).toEqual([expect.objectContaining({ purpose: "marketing", granted: false })]);
  // The ZIP holds the same copy (and the member's uploaded files, of which this member has none).
  const zipDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载个人信息与上传的文件（ZIP）" }).click();
  const archive = unzipSync(new Uint8Array(await readFile(await (await zipDownload).path())));
  expect(Object.keys(archive)).toEqual(["我的个人信息.json"]);
  expect(JSON.parse(new TextDecoder().decode(archive["我的个人信息.json"]))).toMatchObject({ profile: { phone: member.phone } });

  await page.getByLabel("登录密码").fill("wrong-password");
  await page.getByRole("button", { name: "申请注销" }).click();
  await expect(page.getByRole("alert")).toHaveText("登录密码错误");
  await page.getByLabel("登录密码").fill(member.password);
  await page.getByRole("button", { name: "申请注销" }).click();
  await expect(page.getByTestId("deletion-pending")).toContainText("您已申请注销账号，将于");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "撤销注销申请" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已撤销注销申请");
  await expect(page.getByRole("button", { name: "申请注销" })).toBeVisible();
});
