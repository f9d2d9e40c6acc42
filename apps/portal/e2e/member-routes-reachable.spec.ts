import { expectAxeClean } from "./support/axe.ts";
import { actFor } from "./support/company-switch.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The member pages no menu names are reached by links from the demo members' own lists, each
// showing the seeded record it was opened for: 我的投标 → 投标文件 (bitTable) and 招标人详情
// (bid-company-detail) for 长春鼎盛, a tender in every state of a bidder; 询价管理 → a sheet →
// 邀请供应商 (inviteSupplier) and 发起二次报价 (secondQuotation) for 吉林宏远 and 长春华信; and the
// second round 华信 asked of 鼎盛 in 我的报价.

const DINGSHENG = "长春鼎盛建材贸易有限公司";
const TONGDA = "吉林省通达路桥建设有限公司";
const HUAXIN = "长春华信钢结构工程有限公司";

/** 长春鼎盛's part in the seeded tenders (tender seed), one of each state 我的投标 shows. */
const BIDS = {
  registered: { title: "通达路桥东部快速路改造工程钢筋采购招标", tenderer: TONGDA, myState: "已报名" },
  awaitingDeposit: { title: "通达路桥伊通河大桥维修加固工程水泥及外加剂采购招标", tenderer: TONGDA, myState: "待缴保证金" },
  deposited: { title: "通达路桥九台区农村公路改造工程商品混凝土采购招标", tenderer: TONGDA, myState: "已缴纳" },
  submitted: { title: "通达路桥长春绕城高速连接线工程钢材采购招标", tenderer: TONGDA, myState: "已投标" },
  opened: { title: "华信绿园钢结构加工基地扩建工程钢材采购招标", tenderer: HUAXIN, myState: "已开标" },
  candidate: { title: "华信二道区仓储中心基础工程商品混凝土采购招标", tenderer: HUAXIN, myState: "候选人" },
  won: { title: "华信长春物流园钢结构厂房防水卷材及涂料采购招标", tenderer: HUAXIN, myState: "中标" },
  lost: { title: "华信钢结构加工车间扩建工程水泥及砂石材料采购招标", tenderer: HUAXIN, myState: "未中标" },
  refunded: { title: "华信办公楼改造工程砌块及砂浆采购招标", tenderer: HUAXIN, myState: "保证金已退" },
} as const;

/** Opens a page of the member center's side menu. */
async function openMenu(page: Page, name: string): Promise<void> {
  await page.getByTestId("member-center-menu").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("张建国, for 长春鼎盛, finds a bid in every state in 我的投标 and follows it to its 投标文件 and 招标人详情", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await actFor(page, DINGSHENG);
  await page.goto(`${portal}/user/default`);
  await openMenu(page, "我的投标");
  for (const bid of Object.values(BIDS)) {
    const row = rowOf(page, bid.title);
    await expect(row.getByRole("link", { name: bid.myState, exact: true })).toBeVisible();
    await expect(row.getByRole("link", { name: bid.tenderer, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: `缴纳保证金：${BIDS.awaitingDeposit.title}` })).toBeVisible();
  await expectAxeClean(page);

  // The sealed bid, revisable until the deadline: its author reads its own prices back.
  await rowOf(page, BIDS.submitted.title).getByRole("link", { name: "已投标", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/my-bid\/bitTable\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "投标文件", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: BIDS.submitted.title })).toBeVisible();
  await expect(page.getByTestId("my-bid-state")).toHaveText("已投标");
  await expect(page.getByLabel("一标段（螺纹钢，约 2,400 吨） 投标报价（元）")).toHaveValue("9486000.00");
  await expect(page.getByLabel("二标段（型钢及钢板，约 900 吨） 投标报价（元）")).toHaveValue("3812000.00");
  await expect(page.getByLabel("工期（日历天）")).toHaveValue("365");
  await expectAxeClean(page);

  // Its tenderer, from the list: the notice's contact, the chat closed while the tender is sealed,
  // the clarification to acknowledge, and on to the 投标文件 again.
  await openMenu(page, "我的投标");
  await rowOf(page, BIDS.submitted.title).getByRole("link", { name: TONGDA, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/my-bid\/bid-company-detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: TONGDA, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: BIDS.submitted.title }).first()).toBeVisible();
  await expect(page.getByTestId("notice-contact")).toHaveText("赵国栋 0431-88927401");
  await expect(page.getByTestId("chat-rule")).toContainText("私聊已关闭");
  await expect(page.getByTestId("my-state")).toHaveText("已投标");
  await expect(page.getByText("交货批次由每批 200 吨调整为每批 300 吨")).toBeVisible();
  await expect(page.getByRole("button", { name: "确认收到" })).toBeVisible();
  await expect(rowOf(page, BIDS.submitted.title)).toContainText("ZB20261106TD0004");
  await expectAxeClean(page);
  await page.getByRole("link", { name: "填写投标文件" }).click();
  await expect(page).toHaveURL(/\/user\/my-bid\/bitTable\?id=\d+$/);
  await expect(page.getByTestId("my-bid-state")).toHaveText("已投标");

  // After the opening, 华信's tenders: won (the award notice to download), lost and refunded.
  for (const [bid, deposit] of [
    [BIDS.won, "已缴纳"],
    [BIDS.lost, "退还中"],
    [BIDS.refunded, "已退还"],
  ] as const) {
    await openMenu(page, "我的投标");
    await rowOf(page, bid.title).getByRole("link", { name: HUAXIN, exact: true }).click();
    await expect(page.getByRole("heading", { name: HUAXIN, level: 1 })).toBeVisible();
    await expect(page.getByTestId("my-state")).toHaveText(bid.myState);
    await expect(page.getByRole("region", { name: "我的参与情况" })).toContainText(`保证金状态${deposit}`);
    await expect(page.getByTestId("chat-rule")).toHaveText("可通过站内消息与招标人联系。");
    await expect(page.getByRole("table", { name: "该招标人公开的招标项目" }).getByRole("link", { name: bid.title })).toBeVisible();
    if (bid === BIDS.won) {
      await expect(page.getByTestId("notice-contact")).toHaveText("李晓梅 0431-81926688");
      await expect(page.getByRole("link", { name: "下载中标通知书（PDF）" })).toBeVisible();
      await expectAxeClean(page);
    }
  }

  // A bid already opened: its 投标文件 shows the opened state and the bid as submitted, read-only.
  await openMenu(page, "我的投标");
  await rowOf(page, BIDS.opened.title).getByRole("link", { name: "已开标", exact: true }).click();
  await expect(page.getByTestId("my-bid-state")).toHaveText("已开标");
  await expect(page.getByTestId("bid-refusal")).toHaveText("不能递交或修改投标：投标截止时间已过，不能再提交或修改投标");
  const submitted = page.getByTestId("submitted-bid");
  await expect(submitted.getByRole("heading", { name: "我的投标（已递交，不可修改）", level: 2 })).toBeVisible();
  await expect(submitted).toContainText("热轧 H 型钢及钢板（约 1,500 吨） 投标报价（元）¥6,288,000.00");
  await expect(page.getByRole("button", { name: "递交投标文件" })).toHaveCount(0);
  await expectAxeClean(page);
});

test("张建国, for 吉林宏远, opens 邀请供应商 on an open sheet and 发起二次报价 on a 比价中 sheet from 询价管理", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  await expect(page.getByRole("heading", { name: "询价管理", level: 1 })).toBeVisible();

  // Open for days, two suppliers invited so far: the sheet warns, and 邀请供应商 leads to the pool.
  const OPEN_SHEET = "净月区人才公寓项目砌体及抹灰材料询价";
  await expect(rowOf(page, OPEN_SHEET)).toContainText("XJ20261122HY0009");
  await page.getByRole("link", { name: OPEN_SHEET }).click();
  await expect(page.getByRole("heading", { name: OPEN_SHEET, level: 1 })).toBeVisible();
  await expect(page.getByTestId("sheet-state")).toHaveText("报价中");
  await expect(page.getByText("邀请的供应商少于3家，竞争可能不充分")).toBeVisible();
  // The lines table's row (the 变更公告 form below lists the lines again, to amend them).
  await expect(rowOf(page, "蒸压加气混凝土砌块").first()).toContainText("¥285.00");
  const invitees = page.getByRole("table", { name: "供应商" }).getByRole("link");
  await expect(invitees).toHaveCount(2);
  const invited = ((await invitees.first().textContent()) ?? "").trim();
  await page.getByRole("link", { name: "邀请供应商", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/building-materials\/inviteSupplier\?id=\d+$/);
  await expect(page.getByRole("heading", { name: `邀请供应商：${OPEN_SHEET}`, level: 1 })).toBeVisible();
  await page.getByLabel("企业名称").fill(invited);
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByRole("checkbox", { name: invited })).toBeDisabled();
  await expect(page.getByRole("listitem").filter({ hasText: invited })).toContainText("邀请状态：已邀请");
  await expectAxeClean(page);

  // A 比价中 sheet: its comparison, then 发起二次报价 with every valid quotation offered, none ticked.
  const COMPARING_SHEET = "吉林大学南岭校区实验楼混凝土及水泥采购";
  await page.getByRole("link", { name: "返回询价详情" }).click();
  await expect(page.getByRole("heading", { name: OPEN_SHEET, level: 1, exact: true })).toBeVisible();
  // The side menu's entry: the sheet's own page links back to 询价管理 as well.
  await page.getByTestId("member-center-menu").getByRole("link", { name: "询价管理", exact: true }).click();
  await page.getByRole("link", { name: COMPARING_SHEET }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("比价中");
  await expect(
    page
      .getByTestId("comparison-table")
      .getByRole("row", { name: /商品混凝土/ })
      .first(),
  ).toContainText("（最低）");
  await page.getByRole("link", { name: "发起二次报价" }).click();
  await expect(page).toHaveURL(/\/user\/building-materials\/secondQuotation\?id=\d+$/);
  await expect(page.getByRole("heading", { name: `发起二次报价：${COMPARING_SHEET}`, level: 1 })).toBeVisible();
  const shortlist = page.getByRole("group", { name: "入围供应商" }).getByRole("checkbox");
  await expect(shortlist).toHaveCount(4);
  // The shortlist starts empty: each supplier of the next round is chosen on purpose.
  for (const box of await shortlist.all()) await expect(box).not.toBeChecked();
  await expect(page.getByLabel("本轮截止时间")).toBeVisible();
  await expectAxeClean(page);
});

test("李晓梅 asks for a second round on 华信's 比价中 sheet; 张建国, for 长春鼎盛, finds the round 华信 asked of it in 我的报价", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  const COMPARING_SHEET = "华信钢结构加工基地二期钢材及紧固件采购";
  await page.getByRole("link", { name: COMPARING_SHEET }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("比价中");
  await expect(rowOf(page, DINGSHENG).first()).toContainText("已截止");
  await expect(
    page
      .getByTestId("comparison-table")
      .getByRole("row", { name: /热轧 H 型钢/ })
      .first(),
  ).toContainText("（最低）");
  await page.getByRole("link", { name: "发起二次报价" }).click();
  await expect(page.getByRole("heading", { name: `发起二次报价：${COMPARING_SHEET}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("group", { name: "入围供应商" }).getByRole("checkbox")).toHaveCount(3);
  await expect(page.getByRole("checkbox", { name: DINGSHENG })).not.toBeChecked();
  await expectAxeClean(page);

  // The round already running: 鼎盛 shortlisted and awaited.
  const ROUND_SHEET = "华信二道区仓储中心钢结构防火涂料及螺栓二次报价";
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  await expect(rowOf(page, ROUND_SHEET)).toContainText("第2轮报价中");
  await page.getByRole("link", { name: ROUND_SHEET }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("第2轮报价中");
  await expect(page.getByRole("table", { name: "供应商" }).getByRole("row").filter({ hasText: DINGSHENG })).toContainText("待二次报价");
  await expectAxeClean(page);

  const zhang = await (await browser.newContext()).newPage();
  await logIn(zhang, demoMembers.zhang);
  await actFor(zhang, DINGSHENG);
  await zhang.goto(`${portal}/user/default`);
  await openMenu(zhang, "我的报价");
  const row = rowOf(zhang, ROUND_SHEET);
  await expect(row).toContainText("待二次报价");
  await expect(row).toContainText(HUAXIN);
  await row.getByRole("link", { name: ROUND_SHEET }).click();
  await expect(zhang.getByRole("heading", { name: ROUND_SHEET, level: 1 })).toBeVisible();
  await expect(zhang.getByTestId("my-state")).toHaveText("待二次报价");
  await expect(zhang.getByTestId("quote-line").first()).toContainText("钢结构防火涂料");
  await expect(zhang.getByTestId("quote-line").first()).toContainText("28000 千克");
  // Its first-round prices are filled in, to be lowered.
  await expect(zhang.getByLabel("第1行 含税单价（元）")).toHaveValue(/^\d+\.\d{2}$/);
  await expectAxeClean(zhang);
  await zhang.context().close();
});
