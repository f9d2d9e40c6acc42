import { expectAxeClean } from "./support/axe.ts";
import { uploadDocument } from "./support/documents.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 招标投标 on the seeded tenders: a visitor reads the public notices and a candidate 公示 without
// logging in; 鑫源's administrator registers for an open tender from its notice and finds it in
// 我的投标 (a certified supplier: 安泰, not certified yet, may not register — certification-gate.test.ts
// in the services); 张建国 sees 吉林宏远's tenders in 我的招标.

const OPEN_TENDER = "长春净月高新区产业园配套道路工程施工招标";
const PUBLICITY_TENDER = "吉林宏远办公楼节能改造工程施工招标";
const BIDDING_TENDER = "吉林宏远装配式钢结构厂房主体工程施工招标";

test("a visitor reads the tender notices and the candidate 公示", async ({ page }) => {
  await page.goto(`${portal}/default/tender/list`);
  await expect(page.getByRole("heading", { name: "招标公告", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: OPEN_TENDER })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: PUBLICITY_TENDER }).click();
  await expect(page.getByRole("heading", { name: PUBLICITY_TENDER, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "中标候选人公示", level: 2 })).toBeVisible();
  await expect(page.getByRole("table", { name: "中标候选人公示" }).getByRole("row")).toHaveCount(4);
  // Its 招标文件 is listed (drawn for the demo at start, so of a real size), for registered bidders to download.
  await expect(page.getByTestId("tender-documents")).toContainText(/招标文件（ZB\d{8}[0-9A-Z]{6}）\.pdf （第1版 招标文件 · \d+(\.\d+)? (KB|MB) ·/);
  await expect(page.getByTestId("documents-access")).toHaveText("登录并报名投标，报名审核通过后可下载招标文件");
  await expectAxeClean(page);

  await page.goto(`${portal}/default/tender/list`);
  await page.getByRole("link", { name: OPEN_TENDER }).click();
  await expect(page.getByRole("heading", { name: "报名参加", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "去登录" })).toBeVisible();
  await expectAxeClean(page);
});

test("a bidder registers from the notice and follows it in 我的投标; the tenderer lists its tenders", async ({ page, browser }) => {
  test.slow();
  await logIn(page, { phone: "13900000701", password: demoMembers.zhang.password });
  await page.goto(`${portal}/default/tender/list?keyword=${encodeURIComponent("净月")}`);
  await page.getByRole("link", { name: OPEN_TENDER }).click();
  // Without a qualification document the registration is refused; with one it goes through.
  await page.getByRole("button", { name: "报名参加" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("请上传资格文件");
  await uploadDocument(page, "qualificationFileIds", "鑫源-营业执照.pdf");
  await page.getByRole("button", { name: "报名参加" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("报名已提交，请等待招标人审核");
  // The notice now says the business registered, with its registration's state, not the form again.
  await expect(page.getByTestId("tender-registration")).toContainText("当前企业已报名（已报名）。");
  await expect(page.getByRole("button", { name: "报名参加" })).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto(`${portal}/user/my-bid/default`);
  await expect(page.getByRole("heading", { name: "我的投标", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: OPEN_TENDER });
  await expect(row).toContainText("已报名");
  await expectAxeClean(page);
  // Not yet approved: the bid page says why, and offers no form the services would refuse.
  await row.getByRole("link", { name: "已报名" }).click();
  await expect(page.getByTestId("bid-refusal")).toHaveText("不能递交或修改投标：报名尚未审核通过，不能投标");
  await expect(page.getByRole("button", { name: "递交投标文件" })).toHaveCount(0);
  await expect(page.getByLabel("工期（日历天）")).toHaveCount(0);
  await expectAxeClean(page);

  const tenderer = await (await browser.newContext()).newPage();
  await logIn(tenderer, demoMembers.zhang);
  await tenderer.goto(`${portal}/user/invite-tenders/default`);
  await expect(tenderer.getByRole("heading", { name: "我的招标", level: 1 })).toBeVisible();
  await expect(tenderer.getByRole("row").filter({ hasText: PUBLICITY_TENDER })).toContainText("中标候选人公示");
  await expectAxeClean(tenderer);
  await tenderer.context().close();
});

test("a bidder with its deposit paid submits a sealed bid and revises it before the deadline", async ({ page }) => {
  test.slow();
  await logIn(page, { phone: "13900000401", password: demoMembers.zhang.password });
  await page.goto(`${portal}/user/my-bid/default`);
  await page.getByRole("row").filter({ hasText: BIDDING_TENDER }).getByRole("link", { name: "已缴纳" }).click();
  await expect(page.getByRole("heading", { name: "投标文件", level: 1 })).toBeVisible();
  await fillFields(page, {
    "一标段（1#、2#厂房） 投标报价（元）": "9580000.50",
    "二标段（3#厂房及配套） 投标报价（元）": "6290000",
    "工期（日历天）": "420",
  });
  await expectAxeClean(page);
  await page.getByRole("button", { name: "递交投标文件" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("投标文件已密封递交（第1版）");
  await expect(page.getByTestId("my-bid-state")).toHaveText("已投标");
  // Its author sees its own prices and may revise them; the latest version counts.
  await expect(page.getByLabel("一标段（1#、2#厂房） 投标报价（元）")).toHaveValue("9580000.50");
  await page.getByLabel("二标段（3#厂房及配套） 投标报价（元）").fill("6250000");
  await page.getByRole("button", { name: "递交投标文件" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("投标文件已密封递交（第2版）");
  await expectAxeClean(page);
});
