import { readFile } from "node:fs/promises";
import { tenderPaths } from "@cidp/api-client/contract";
import type { Browser } from "@playwright/test";
import { expectAxeClean } from "./support/axe.ts";
import { uploadDocument } from "./support/documents.ts";
import { payWeChatQrCode } from "./support/fake-payments.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// One tender from its notice to the refund, with three bidders (the law's minimum of valid bids):
// 张建国 publishes it; 通达, 华信 and 鑫源 register with uploaded qualification documents; he approves
// them; 通达 pays its deposit by an offline transfer with an uploaded voucher, 华信 by 电子保函 (he
// confirms both), 鑫源 online through the sandbox checkout and /user/pay/success; all bid (通达 with a
// technical file); a clarification is acknowledged by all; the deadline passes (the dev openings helper, as if the clock were ahead); he scores and publishes
// the 公示; a visitor reads it; 华信 objects, the award is refused until he answers; the 公示 ends
// (the same helper moves it earlier); he awards, notifies and refunds every deposit. The bidders are
// certified suppliers: a business not yet certified may not register, bid or pay a deposit (issue 61;
// 安泰, the demo's uncertified company, bid here before). 华信 bidding in a sealed tender of 宏远 closes
// its chat with 张建国 meanwhile, which no step here uses (the seed keeps 华信 out of 宏远's sealed tenders for the demo's chat).

const password = demoMembers.zhang.password;
const TONGDA = { phone: "13900000401", name: "吉林省通达路桥建设有限公司" };
const HUAXIN = { phone: "13800000002", name: "长春华信钢结构工程有限公司" };
const XINYUAN = { phone: "13900000701", name: "吉林省鑫源建筑安装工程有限公司" };
const TITLE = "宏远长春研发中心二期室外工程施工招标";

/** `yyyy-MM-ddTHH:mm` in China time, days from now (10:00 that day). */
function pickerTime(days: number) {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 11).concat("10:00");
}

async function memberPage(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, { phone, password });
  return page;
}

/** Runs the server's due tender jobs as if the clock were `hours` ahead (dev only); with `publicityOf`, that tender's 公示 moves as many hours earlier. */
async function shiftClock(page: Page, hours: number, publicityOf?: string) {
  const query = new URLSearchParams({ hours: String(hours), ...(publicityOf ? { publicityOf } : {}) });
  const answer = await page.request.post(`http://localhost:${serverPort}${tenderPaths.devOpenings}?${query.toString()}`);
  expect(answer.ok()).toBe(true);
}

test("a tender from its notice to the refund: documents, deposits, sealed bids, opening, scores, 公示 with an objection, award", async ({ page, browser }) => {
  test.setTimeout(600_000);
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/invite-tenders/subPage/default`);
  await fillFields(page, {
    招标项目名称: TITLE,
    "第1个标段 标段名称": "室外道路、管网及绿化",
    "第1个标段 估算价（元）": "3000000",
    "投标保证金（元，0 为免缴）": "50000",
  });
  await page.getByLabel("综合评估法").check();
  await fillFields(page, {
    报名截止时间: pickerTime(1),
    "投标截止（开标）时间": pickerTime(2),
    "联系电话（选填）": "0431-85896666",
  });
  await uploadDocument(page, "documentFileIds", "招标文件-室外配套工程.pdf");
  await page.getByRole("button", { name: "发布招标公告" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("招标公告已发布");
  await expect(page.getByTestId("tender-state")).toHaveText("公告/报名中");
  const id = new URL(page.url()).searchParams.get("id") ?? "";
  const manage = `${portal}/user/invite-tenders/subPage/default?id=${id}`;

  // Three bidders register, each with an uploaded qualification document.
  const tongda = await memberPage(browser, TONGDA.phone);
  const huaxin = await memberPage(browser, HUAXIN.phone);
  const xinyuan = await memberPage(browser, XINYUAN.phone);
  for (const [bidder, file] of [
    [tongda, "通达-资质证书.pdf"],
    [huaxin, "华信-营业执照.png"],
    [xinyuan, "鑫源-资质证书.pdf"],
  ] as const) {
    await bidder.goto(`${portal}/default/tender/detail?id=${id}`);
    await uploadDocument(bidder, "qualificationFileIds", file);
    await bidder.getByRole("button", { name: "报名参加" }).click();
    await expect(bidder.getByTestId("action-notice")).toHaveText("报名已提交，请等待招标人审核");
  }
  await expectAxeClean(tongda);

  // 张建国 reads each document and approves all three.
  await page.goto(manage);
  const registrations = page.getByRole("table", { name: "报名企业" });
  const document = page.waitForEvent("download");
  await registrations.getByRole("row").filter({ hasText: HUAXIN.name }).getByRole("link", { name: "华信-营业执照.png" }).click();
  expect((await document).suggestedFilename()).toBe("华信-营业执照.png");
  expect((await readFile((await (await document).path()) ?? "")).subarray(1, 4).toString()).toBe("PNG");
  await expectAxeClean(page);
  for (const bidder of [TONGDA, HUAXIN, XINYUAN]) {
    await page.getByRole("button", { name: `通过：${bidder.name}` }).click();
    await expect(page.getByTestId("action-notice")).toHaveText("已审核通过");
  }

  // 通达: an offline transfer with its voucher; 华信: 电子保函; 鑫源: online.
  await tongda.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
  await tongda.getByLabel("转账回单号").fill("建行回单 20261123-0107");
  await uploadDocument(tongda, "voucherFileId", "通达-建行回单.png");
  await tongda.getByRole("button", { name: "提交转账凭证" }).click();
  await expect(tongda.getByTestId("action-notice")).toHaveText("已提交，请等待招标人确认");
  await expect(tongda.getByTestId("deposit-voucher")).toContainText("通达-建行回单.png");
  await expectAxeClean(tongda);
  await huaxin.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
  await huaxin.getByLabel("电子保函编号").fill("BH2026112300301");
  await huaxin.getByRole("button", { name: "提交电子保函" }).click();
  await expect(huaxin.getByTestId("action-notice")).toHaveText("已提交，请等待招标人确认");
  // 鑫源 pays online with WeChat Pay (its first offered method: no bound card): the QR code on our
  // page, paid by a scan, and the page moves to /user/pay/success by itself, paid without a confirmation.
  await xinyuan.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
  await expect(xinyuan.getByRole("radio", { name: "微信支付" })).toBeChecked();
  await xinyuan.getByRole("button", { name: "去支付" }).click();
  await expect(xinyuan.getByRole("heading", { name: "微信扫码支付" })).toBeVisible();
  await expect(xinyuan.locator("dd").filter({ hasText: "¥50,000.00" })).toBeVisible();
  await payWeChatQrCode(xinyuan);
  await expect(xinyuan).toHaveURL(/\/user\/pay\/success\?orderNo=/, { timeout: 30_000 });
  await expect(xinyuan.getByRole("status")).toHaveText("支付成功");
  await expectAxeClean(xinyuan);
  await xinyuan.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
  await expect(xinyuan.getByTestId("deposit-state")).toHaveText("已缴纳");
  await page.reload();
  const deposits = page.getByRole("table", { name: "待确认的保证金" });
  await expect(deposits.getByRole("row").filter({ hasText: TONGDA.name }).getByRole("link", { name: "通达-建行回单.png" })).toBeVisible();
  await expect(deposits.getByRole("row").filter({ hasText: HUAXIN.name })).toContainText("BH2026112300301");
  await expectAxeClean(page);
  await expect(deposits.getByRole("row").filter({ hasText: XINYUAN.name })).toHaveCount(0);
  for (const bidder of [TONGDA, HUAXIN]) {
    await page.getByRole("button", { name: `确认到账：${bidder.name}` }).click();
    await expect(page.getByTestId("action-notice")).toHaveText("保证金已确认");
  }

  // Sealed bids, 通达's with a technical file.
  for (const [bidder, price, technical] of [
    [tongda, "2860000", "通达-施工组织设计.pdf"],
    [huaxin, "2910000", null],
    [xinyuan, "2890000", null],
  ] as const) {
    await bidder.goto(`${portal}/user/my-bid/bitTable?id=${id}`);
    await bidder.getByLabel("室外道路、管网及绿化 投标报价（元）").fill(price);
    await bidder.getByLabel("工期（日历天）").fill("150");
    if (technical) await uploadDocument(bidder, "technicalFileIds", technical);
    await bidder.getByRole("button", { name: "递交投标文件" }).click();
    await expect(bidder.getByTestId("action-notice")).toHaveText("投标文件已密封递交（第1版）");
  }
  await expect(tongda.getByTestId("technical-files")).toContainText("通达-施工组织设计.pdf");
  await expectAxeClean(tongda);

  // A clarification, acknowledged by every bidder; before the opening the technical file stays sealed.
  await page.reload();
  await expect(page.locator("body")).not.toContainText("通达-施工组织设计.pdf");
  await page.getByLabel("澄清内容").fill("室外绿化工程量清单第3项苗木规格更正为胸径 12 厘米。");
  await page.getByRole("button", { name: "发布澄清" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("澄清已发布");
  for (const bidder of [tongda, huaxin, xinyuan]) {
    await bidder.goto(`${portal}/user/my-bid/bid-company-detail?id=${id}`);
    await bidder.getByRole("button", { name: "确认收到" }).click();
    await expect(bidder.getByTestId("action-notice")).toHaveText("已确认收到澄清");
  }
  await page.reload();
  // Each acknowledgement with its time, and nobody left to acknowledge.
  const acknowledged = page.getByTestId("clarifications");
  for (const name of [TONGDA.name, HUAXIN.name, XINYUAN.name])
    await expect(acknowledged).toContainText(new RegExp(`${name}（\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}）`));
  await expect(acknowledged).not.toContainText("尚未确认");

  // The deadline passes: the opening runs by itself and shows every price and the technical file.
  await shiftClock(page, 72);
  await page.reload();
  await expect(page.getByTestId("tender-state")).toHaveText("已开标");
  const opening = page.getByRole("table", { name: "开标一览" });
  await expect(opening.getByRole("row").filter({ hasText: TONGDA.name })).toContainText("2,860,000.00");
  await expect(opening.getByRole("row").filter({ hasText: HUAXIN.name })).toContainText("2,910,000.00");
  await expect(opening.getByRole("row").filter({ hasText: XINYUAN.name })).toContainText("2,890,000.00");
  await expect(opening.getByRole("link", { name: "通达-施工组织设计.pdf" })).toBeVisible();
  await expectAxeClean(page);

  // 综合评估法: he scores each bidder, then publishes the 公示.
  await page.getByRole("button", { name: "开始评标" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("评标中");
  for (const [bidder, points] of [
    [TONGDA, ["58", "22", "13"]],
    [HUAXIN, ["55", "23", "14"]],
    [XINYUAN, ["57", "20", "12"]],
  ] as const) {
    const sheet = page.getByRole("form", { name: `为「${bidder.name}」评分` });
    await fillFields(sheet, {
      "投标报价（0–60分）": points[0],
      "施工组织设计（0–25分）": points[1],
      "企业业绩与信誉（0–15分）": points[2],
    });
    await sheet.getByRole("button", { name: "保存评分" }).click();
    await expect(page.getByTestId("action-notice")).toContainText("评分已保存");
  }
  await expect(page.getByTestId("action-notice")).toHaveText("评分已保存，排名已完整");
  const ranking = page.getByRole("table", { name: "评标排名" });
  await expect(ranking.getByRole("row").nth(1)).toContainText(TONGDA.name);
  await expect(ranking.getByRole("row").nth(1)).toContainText("93.00");
  // Each form starts from the evaluator's own saved scores.
  await page.reload();
  await expect(page.getByRole("form", { name: `为「${HUAXIN.name}」评分` }).getByLabel("施工组织设计（0–25分）")).toHaveValue("23");
  await page.getByRole("button", { name: "发布中标候选人公示" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("中标候选人公示已发布");
  await expect(page.getByTestId("tender-state")).toHaveText("中标候选人公示");

  // A visitor reads the 公示 without logging in.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${portal}/default/tender/detail?id=${id}`);
  await expect(visitor.getByRole("heading", { name: "中标候选人公示", level: 2 })).toBeVisible();
  const candidates = visitor.getByRole("table", { name: "中标候选人公示" });
  await expect(candidates.getByRole("row")).toHaveCount(4);
  await expect(candidates.getByRole("row").nth(1)).toContainText(TONGDA.name);
  await expect(visitor.getByText("参与投标的企业登录后可提出异议。")).toBeVisible();
  await expectAxeClean(visitor);

  // A business that did not bid may not object (张建国 acts for 宏远, the tenderer).
  await page.goto(`${portal}/default/tender/detail?id=${id}`);
  await page.getByLabel("异议内容（10–1000字）").fill("请说明中标候选人施工组织设计的评分依据。");
  await page.getByRole("button", { name: "提交异议" }).click();
  await expect(page.getByTestId("objection-content-error")).toHaveText("仅参与本项目投标的企业可以提出异议");

  // 华信 objects (too short first, refused on its field).
  await huaxin.goto(`${portal}/default/tender/detail?id=${id}`);
  await huaxin.getByLabel("异议内容（10–1000字）").fill("评分不公");
  await huaxin.getByRole("button", { name: "提交异议" }).click();
  await expect(huaxin.getByTestId("objection-content-error")).toHaveText("异议内容须为10至1000字");
  await expect(huaxin.getByLabel("异议内容（10–1000字）")).toHaveAttribute("aria-invalid", "true");
  await expectAxeClean(huaxin);
  const objection = "第一中标候选人施工组织设计得分明显偏高，请招标人复核其评分依据。";
  await huaxin.getByLabel("异议内容（10–1000字）").fill(objection);
  await huaxin.getByRole("button", { name: "提交异议" }).click();
  await expect(huaxin.getByTestId("action-notice")).toHaveText("异议已提交，招标人将予以答复");

  // No award while it is unanswered; he answers it.
  await page.goto(`${portal}/user/invite-tenders/subPage/selectingBiddingConfirm?id=${id}`);
  await page.getByRole("button", { name: "确认定标" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("存在未答复的异议，不能定标");
  await page.goto(manage);
  await expect(page.getByTestId("objections")).toContainText(objection);
  await expectAxeClean(page);
  const answer = "经评标委员会复核，通达施工组织设计内容完整、措施可行，评分依据充分，异议不成立。";
  await page.getByLabel(`答复异议：${HUAXIN.name}`).fill(answer);
  await page.getByRole("button", { name: "提交答复" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("异议已答复");
  await expect(page.getByTestId("objections")).toContainText(answer);

  // 华信 reads the answer in 消息通知 and in 我的投标; its own documents are listed there too.
  await huaxin.goto(`${portal}/user/notice`);
  const answered = huaxin
    .getByTestId("notice-row")
    .filter({ hasText: "异议已答复" })
    .filter({ hasText: `《${TITLE}》` })
    .first();
  await expect(answered).toContainText(answer);
  await huaxin.goto(`${portal}/user/my-bid/bid-company-detail?id=${id}`);
  await expect(huaxin.getByTestId("my-objections")).toContainText(answer);
  await expect(huaxin.getByTestId("my-documents")).toContainText("华信-营业执照.png");
  await expectAxeClean(huaxin);

  // The 公示 ends: no more objections; he awards the first candidate, notifies and refunds.
  await shiftClock(page, 73, id);
  await huaxin.goto(`${portal}/default/tender/detail?id=${id}`);
  await huaxin.getByLabel("异议内容（10–1000字）").fill("补充异议：第一中标候选人类似工程业绩证明不全。");
  await huaxin.getByRole("button", { name: "提交异议" }).click();
  await expect(huaxin.getByTestId("objection-content-error")).toHaveText("中标候选人公示期已结束，不能再提出异议");
  await page.goto(`${portal}/user/invite-tenders/subPage/selectingBiddingConfirm?id=${id}`);
  await expect(page.getByLabel(new RegExp(`排名 1：${TONGDA.name}`))).toBeChecked();
  await page.getByRole("button", { name: "确认定标" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已确定中标人");
  await expect(page.getByTestId("winner")).toHaveText(TONGDA.name);
  await page.getByRole("link", { name: "返回项目管理" }).click();
  await page.getByRole("button", { name: "发出中标通知书并发布结果公告" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("中标通知书已发");
  await page.getByRole("button", { name: "开始退还保证金" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("保证金退还中");
  // 鑫源's online deposit goes back through WeChat Pay: accepted at once, made when its refund notification comes.
  await expect
    .poll(
      async () => {
        await xinyuan.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
        return xinyuan.getByTestId("deposit-state").textContent();
      },
      { timeout: 30_000 },
    )
    .toBe("已退还");
  await page.getByRole("button", { name: "保证金退还完毕，完成招标" }).click();
  await expect(page.getByTestId("tender-state")).toHaveText("已完成");
  await expect(registrations.getByRole("row").filter({ hasText: TONGDA.name })).toContainText("保证金已退");
  await expectAxeClean(page);

  for (const bidder of [tongda, huaxin, xinyuan]) {
    await bidder.goto(`${portal}/user/invite-tenders/btbt-pay?id=${id}`);
    await expect(bidder.getByTestId("deposit-state")).toHaveText("已退还");
    await expect(bidder.getByTestId("bidder-state")).toHaveText("保证金已退");
  }
  await expectAxeClean(xinyuan);
  for (const bidder of [tongda, huaxin, xinyuan, visitor]) await bidder.context().close();
});
