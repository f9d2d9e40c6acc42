import { readFile } from "node:fs/promises";
import { expectAxeClean } from "./support/axe.ts";
import { uploadDocument } from "./support/documents.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// The tenderer's side of 招标投标: 张建国 writes a tender (a deposit above 2 % of the estimate is
// refused on its field, publishing without 招标文件 too), publishes it with its 招标文件; 通达 sees
// the file listed but may not download it until approved, then downloads it (in the 操作日志);
// 通达 declares an offline transfer that 张建国 confirms; a substantive clarification with a 补遗
// file blocks 通达's bid until acknowledged, and then 通达 bids. On the seeded tenders 张建国 scores and announces the candidates
// of the one in evaluation, and awards the one whose 公示 has ended, with its 中标通知书.

const TONGDA = { phone: "13900000401", password: demoMembers.zhang.password };
const TONGDA_NAME = "吉林省通达路桥建设有限公司";
const TITLE = "宏远研发中心室外配套工程施工招标";
const EVALUATING = "长春新区安置房一期室外管网及景观工程施工招标";
const PUBLICITY = "吉林宏远办公楼节能改造工程施工招标";

/** `yyyy-MM-ddTHH:mm` in China time, days from now. */
function pickerTime(days: number) {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 11).concat("10:00");
}

test("a tender from draft to a sealed bid: deposit cap, registration, offline deposit, clarification", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/invite-tenders/default`);
  await page.getByRole("link", { name: "新建招标" }).click();
  await expect(page.getByRole("heading", { name: "新建招标项目", level: 1 })).toBeVisible();
  await expectAxeClean(page);

  await fillFields(page, {
    招标项目名称: TITLE,
    "所属项目（选填）": "宏远研发中心",
    "第1个标段 标段名称": "室外道路及管网",
    "第1个标段 估算价（元）": "5000000",
    "投标人资格要求（每行一项）": "市政公用工程施工总承包三级及以上\n安全生产许可证有效",
    "投标保证金（元，0 为免缴）": "200000",
    报名截止时间: pickerTime(5),
    "投标截止（开标）时间": pickerTime(20),
  });
  await page.getByRole("button", { name: "保存草稿" }).click();
  // 4 % of the estimate: refused on its field, with the domain's words; what was typed stays.
  await expect(page.getByTestId("deposit-error")).toContainText("投标保证金不得超过估算价的2%");
  await expect(page.getByTestId("deposit-error")).toContainText("100,000.00");
  await expect(page.getByLabel("投标保证金（元，0 为免缴）")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("招标项目名称")).toHaveValue(TITLE);
  await expect(page.getByLabel("第1个标段 估算价（元）")).toHaveValue("5000000");
  await expectAxeClean(page);

  // Without its 招标文件 the tender is not published: the refusal stands on the documents' field.
  await page.getByLabel("投标保证金（元，0 为免缴）").fill("100000");
  await page.getByRole("button", { name: "发布招标公告" }).click();
  await expect(page.getByTestId("documents-error")).toHaveText("请上传招标文件后再发布");
  await uploadDocument(page, "documentFileIds", "招标文件-室外配套工程.pdf");
  await page.getByRole("button", { name: "发布招标公告" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("招标公告已发布");
  await expect(page.getByTestId("tender-documents")).toContainText("招标文件-室外配套工程.pdf");
  await expect(page.getByTestId("tender-documents")).toContainText("第1版 招标文件");
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByTestId("tender-state")).toHaveText("公告/报名中");
  const id = new URL(page.url()).searchParams.get("id");
  await expectAxeClean(page);

  // 通达 registers from the public notice.
  const bidder = await (await browser.newContext()).newPage();
  await logIn(bidder, TONGDA);
  await bidder.goto(`${portal}/default/tender/detail?id=${id}`);
  // The 招标文件 is listed for all to see, and downloads only after an approved registration.
  await expect(bidder.getByTestId("tender-documents")).toContainText("招标文件-室外配套工程.pdf");
  await expect(bidder.getByTestId("tender-documents").getByRole("link")).toHaveCount(0);
  await expect(bidder.getByTestId("documents-access")).toHaveText("请先报名投标，报名审核通过后可下载招标文件");
  const documentHref = (await page.getByRole("link", { name: "下载 招标文件-室外配套工程.pdf" }).getAttribute("href")) ?? "";
  const sameOrigin = { headers: { "sec-fetch-site": "same-origin" }, maxRedirects: 0 };
  expect((await bidder.request.get(`${portal}${documentHref}`, sameOrigin)).status()).toBe(403);
  await uploadDocument(bidder, "qualificationFileIds", "通达-资质证书.pdf");
  await bidder.getByRole("button", { name: "报名参加" }).click();
  await expect(bidder.getByTestId("action-notice")).toHaveText("报名已提交，请等待招标人审核");

  // 驳回 needs a reason; then 通过.
  await page.reload();
  await page.getByRole("button", { name: `驳回：${TONGDA_NAME}` }).click();
  await expect(page.getByTestId(`reason-${await bidderId(page)}-error`)).toHaveText("请填写驳回理由");
  await page.getByRole("button", { name: `通过：${TONGDA_NAME}` }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已审核通过");
  await expect(page.getByRole("table", { name: "报名企业" }).getByRole("row").filter({ hasText: TONGDA_NAME })).toContainText("待缴保证金");
  await expect(page.getByRole("table", { name: "报名企业" }).getByRole("link", { name: "通达-资质证书.pdf" })).toBeVisible();
  await expectAxeClean(page);

  // Approved, 通达 downloads the 招标文件; the download is in the tender's 操作日志 with its person.
  await bidder.reload();
  await expect(bidder.getByTestId("documents-access")).toHaveText("下载记录会写入招标项目的操作日志");
  const download = bidder.waitForEvent("download");
  await bidder.getByRole("link", { name: "下载 招标文件-室外配套工程.pdf" }).click();
  expect((await download).suggestedFilename()).toBe("招标文件-室外配套工程.pdf");
  const log = await page.request.get(`${portal}${await page.getByRole("link", { name: "导出操作日志（CSV）" }).getAttribute("href")}`, sameOrigin);
  expect(await log.text()).toMatch(new RegExp(`,下载招标文件,投标人,${TONGDA_NAME},[^,]+,[^,]*,《招标文件-室外配套工程.pdf》（第1版 招标文件）`));

  // The bidder declares an offline transfer from 我的投标.
  await bidder.goto(`${portal}/user/my-bid/default`);
  await bidder.getByRole("link", { name: `缴纳保证金：${TITLE}` }).click();
  await expect(bidder.getByRole("heading", { name: "缴纳投标保证金", level: 1 })).toBeVisible();
  await expect(bidder.getByTestId("deposit-state")).toHaveText("待缴纳");
  await expect(bidder.getByRole("heading", { name: "在线支付", level: 2 })).toBeVisible();
  await expectAxeClean(bidder);
  await bidder.getByLabel("转账回单号").fill("工行回单 20261123-0042");
  await bidder.getByRole("button", { name: "提交转账凭证" }).click();
  await expect(bidder.getByTestId("voucherFile-error")).toHaveText("请上传转账凭证");
  await bidder.getByLabel("转账回单号").fill("工行回单 20261123-0042");
  await uploadDocument(bidder, "voucherFileId", "工行回单.png");
  await bidder.getByRole("button", { name: "提交转账凭证" }).click();
  await expect(bidder.getByTestId("action-notice")).toHaveText("已提交，请等待招标人确认");
  await expect(bidder.getByTestId("deposit-state")).toHaveText("待确认");

  // 张建国 confirms it, and issues a clarification. The two forms are sent one after the other as
  // soon as each answer shows: the page is let hydrate first, so that neither is sent while the
  // router takes over the forms (one sent then went unanswered once in CI).
  await page.reload();
  await expect(page.getByTestId("member-area")).toBeVisible();
  const deposits = page.getByRole("table", { name: "待确认的保证金" });
  await expect(deposits.getByRole("row").filter({ hasText: TONGDA_NAME })).toContainText("工行回单 20261123-0042");
  await expect(deposits.getByRole("row").filter({ hasText: TONGDA_NAME }).getByRole("link", { name: "工行回单.png" })).toBeVisible();
  await page.getByRole("button", { name: `确认到账：${TONGDA_NAME}` }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("保证金已确认");
  // The confirmed deposit leaves the table first, which moves the clarification form up: it is
  // filled and sent once the page has settled, and what was typed is checked before it is sent.
  await expect(deposits.getByRole("row").filter({ hasText: TONGDA_NAME })).toHaveCount(0);
  const clarification = page.getByLabel("澄清内容");
  await clarification.fill("室外管网工程量清单第5项管径更正为 DN400，详见补充工程量清单。");
  await expect(clarification).toHaveValue("室外管网工程量清单第5项管径更正为 DN400，详见补充工程量清单。");
  await page.getByRole("checkbox", { name: /^实质性变更/ }).check();
  await uploadDocument(page, "fileIds", "补充工程量清单.pdf");
  await page.getByRole("button", { name: "发布澄清" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("澄清已发布");
  await expect(page.getByTestId("clarifications")).toContainText("尚无投标人确认");
  await expect(page.getByTestId("clarifications")).toContainText("第2版 补遗文件");
  await expectAxeClean(page);

  // The bidder reads its tenderer, acknowledges the clarification, and bids.
  await bidder.goto(`${portal}/user/my-bid/bid-company-detail?id=${id}`);
  await expect(bidder.getByRole("heading", { name: "吉林宏远建设工程有限公司", level: 1 })).toBeVisible();
  await expect(bidder.getByTestId("chat-rule")).toContainText("私聊已关闭");
  await expect(bidder.getByRole("table", { name: "该招标人公开的招标项目" })).toContainText(TITLE);
  await expectAxeClean(bidder);
  const company = bidder.url();

  // A bid before the substantive clarification is acknowledged is refused with the reason; the
  // bid page lists the 补遗's file beside the 招标文件.
  await bidder.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
  await expect(bidder.getByTestId("deposit-state")).toHaveText("已缴纳");
  await bidder.getByRole("link", { name: "填写投标文件" }).click();
  await expect(bidder.getByTestId("tender-documents")).toContainText("补充工程量清单.pdf");
  await expect(bidder.getByTestId("tender-documents")).toContainText("第2版 补遗文件");
  const bidPage = bidder.url();
  await bidder.getByLabel("室外道路及管网 投标报价（元）").fill("4860000");
  await bidder.getByLabel("工期（日历天）").fill("180");
  await bidder.getByRole("button", { name: "递交投标文件" }).click();
  await expect(bidder.getByTestId("action-notice")).toHaveText("请先确认收到招标人发布的实质性澄清（补遗），再递交投标文件");

  await bidder.goto(company);
  await bidder.getByRole("button", { name: "确认收到" }).click();
  await expect(bidder.getByTestId("action-notice")).toHaveText("已确认收到澄清");
  await bidder.goto(bidPage);
  await bidder.getByLabel("室外道路及管网 投标报价（元）").fill("4860000");
  await bidder.getByLabel("工期（日历天）").fill("180");
  await bidder.getByRole("button", { name: "递交投标文件" }).click();
  await expect(bidder.getByTestId("action-notice")).toHaveText("投标文件已密封递交（第1版）");

  await page.reload();
  await expect(page.getByTestId("clarifications")).toContainText(`已确认收到：${TONGDA_NAME}`);
  await expect(page.getByRole("table", { name: "报名企业" }).getByRole("row").filter({ hasText: TONGDA_NAME })).toContainText("已投标");
  await page.getByRole("link", { name: "公告发布情况" }).click();
  await expect(page.getByRole("heading", { name: "招标公告发布", level: 1 })).toBeVisible();
  await expect(page.getByTestId("announcement-state")).toContainText("已于");
  await expectAxeClean(page);
  await bidder.context().close();
});

test("the draft form works without JavaScript: a refused save keeps what was typed, each refusal on its field", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto(`${portal}/user/invite-tenders/subPage/default`);
  await fillFields(plain, {
    招标项目名称: "宏远",
    "第1个标段 标段名称": "围墙及大门",
    "第1个标段 估算价（元）": "800000",
    "投标保证金（元，0 为免缴）": "20000",
  });
  await plain.getByLabel("综合评估法").check();
  await plain.getByLabel("第1个评分项 分值").fill("50");
  await plain.getByRole("button", { name: "保存草稿" }).click();
  await expect(plain.getByTestId("title-error")).toHaveText("招标项目名称至少4个字");
  await expect(plain.getByTestId("deposit-error")).toContainText("投标保证金不得超过估算价的2%");
  await expect(plain.getByTestId("scoringSheet-error")).toHaveText("评分表各项分值合计须为100分");
  await expect(plain.getByTestId("registrationEnd-error")).toHaveText("请选择时间");
  await expect(plain.getByLabel("第1个标段 标段名称")).toHaveValue("围墙及大门");
  await expect(plain.getByLabel("投标保证金（元，0 为免缴）")).toHaveValue("20000");
  await expect(plain.getByLabel("综合评估法")).toBeChecked();
  await context.close();
});

/** The registered bidder's row id, from its 驳回 form. */
async function bidderId(page: Page) {
  return page.locator('input[name="bidderId"]').first().inputValue();
}

test("the seeded tender in evaluation: opening record, scores, ranking and the candidate 公示", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/invite-tenders/default`);
  await page.getByRole("link", { name: EVALUATING, exact: true }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("评标中");
  await expect(page.getByTestId("opening-time")).not.toBeEmpty();
  const opening = page.getByRole("table", { name: "开标一览" });
  await expect(opening.getByRole("row").filter({ hasText: TONGDA_NAME })).toContainText("7,365,000.00");
  await expectAxeClean(page);

  const sheet = page.getByRole("form", { name: `为「${TONGDA_NAME}」评分` });
  await fillFields(sheet, {
    "投标报价（0–60分）": "60",
    "施工组织设计（0–25分）": "24",
    "企业业绩与信誉（0–15分）": "14",
  });
  await sheet.getByRole("button", { name: "保存评分" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("评分已保存，排名已完整");
  const ranking = page.getByRole("table", { name: "评标排名" });
  await expect(ranking.getByRole("row").nth(1)).toContainText(TONGDA_NAME);
  await expect(ranking.getByRole("row").nth(1)).toContainText("98.00");

  await page.getByRole("button", { name: "发布中标候选人公示" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("中标候选人公示已发布");
  await expect(page.getByTestId("tender-state")).toHaveText("中标候选人公示");
  await expectAxeClean(page);

  // Before the 公示 ends the award is refused with the server's reason.
  await page.getByRole("link", { name: "确认中标人" }).click();
  await expect(page.getByRole("heading", { name: "确认中标人", level: 1 })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`排名 1：${TONGDA_NAME}`))).toBeChecked();
  await page.getByRole("button", { name: "确认定标" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("中标候选人公示期未满，不能定标");
  await expectAxeClean(page);
});

test("the seeded tender whose 公示 has ended: the award, its reason rule, and the 中标通知书", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/invite-tenders/default`);
  await page.getByRole("link", { name: `定标：${PUBLICITY}` }).click();
  await expect(page.getByRole("heading", { name: "确认中标人", level: 1 })).toBeVisible();
  await expect(page.getByLabel(/排名 1：长春华信钢结构工程有限公司/)).toBeChecked();
  await expect(page.getByLabel(/排名 2：吉林省通达路桥建设有限公司，投标报价 ¥2,756,000.00/)).toBeVisible();
  await expectAxeClean(page);

  // Another than the first needs a reason, on its field.
  await page.getByLabel(/排名 2：/).check();
  await page.getByRole("button", { name: "确认定标" }).click();
  await expect(page.getByTestId("reason-error")).toHaveText("确定排名第一以外的中标候选人为中标人，须说明理由");
  await expect(page.getByLabel(/排名 2：/)).toBeChecked();
  await expectAxeClean(page);

  await page.getByLabel(/排名 1：/).check();
  await page.getByRole("button", { name: "确认定标" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已确定中标人");
  await expect(page.getByTestId("winner")).toHaveText("长春华信钢结构工程有限公司");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "下载中标通知书（PDF）" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^中标通知书-ZB20261010HY0004\.pdf$/);
  expect((await readFile((await saved.path()) ?? "")).subarray(0, 5).toString()).toBe("%PDF-");
  await expectAxeClean(page);

  await page.getByRole("link", { name: "返回项目管理" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("已定标");
  await page.getByRole("button", { name: "发出中标通知书并发布结果公告" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("中标通知书已发");
  await page.getByRole("link", { name: "公告发布情况" }).click();
  await expect(page.getByTestId("result-winner")).toHaveText("长春华信钢结构工程有限公司");
  await expect(page.getByRole("link", { name: "查看公开页面：中标结果公告" })).toBeVisible();
  await expectAxeClean(page);
});
