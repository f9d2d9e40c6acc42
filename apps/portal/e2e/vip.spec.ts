import { expectAxeClean } from "./support/axe.ts";
import { actFor } from "./support/company-switch.ts";
import { uploadDocument } from "./support/documents.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { operatorDesk } from "./support/operator.ts";
import { operatorApp, portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// VIP会员: a member opens the yearly plan for his business with his bound bank card through the
// payment provider's checkout, lands on the member center's 支付结果, and sees the membership with
// its expiry in 服务授权, in the VIP order and in the personal center. Then its benefits where they
// apply: a legal package at the plan's 9折 from its page to the checkout, the VIP mark on the
// company's page, in the directory and in search, and the directory's 推荐位.

test("a member buys VIP with a bank card, lands on /user/pay/success and sees VIP with its expiry in the member center", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/vip/buy`);
  await expect(page.getByRole("heading", { name: "开通VIP会员", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-membership")).toHaveText("当前企业尚未开通VIP会员");
  await expectAxeClean(page);

  await page.getByRole("radio", { name: /年度VIP会员/ }).check();
  // The seeded card is the member's own; it is chosen first.
  await expect(page.getByRole("radio", { name: /建设银行 \*\*\*\* \*\*\*\* \*\*\*\* 8667/ })).toBeChecked();
  await page.getByRole("button", { name: "去支付" }).click();

  // The provider's checkout (the embedded sandbox).
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await expect(page.locator("body")).toContainText("建设银行 尾号8667");
  await expect(page.locator(".amount")).toHaveText("¥999.00");
  await page.getByRole("button", { name: "确认支付" }).click();

  await expect(page).toHaveURL(/\/user\/pay\/success\?orderNo=/);
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  const membership = page.getByTestId("vip-membership");
  await expect(membership).toContainText("年度VIP会员 · 有效期至");
  await expect(membership).toContainText("剩余365天");
  const expiry = /有效期至 (\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})/.exec((await membership.textContent()) ?? "")?.[1] ?? "";
  expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const orderNo = (await page.getByTestId("order-no").textContent()) ?? "";
  await expectAxeClean(page);

  await page.getByRole("link", { name: "查看服务授权" }).click();
  await expect(page.getByRole("heading", { name: "服务授权", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-membership")).toContainText(`有效期至 ${expiry}`);
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("年度VIP会员");
  await expect(row).toContainText(expiry);
  await expect(row).toContainText("有效");
  await expectAxeClean(page);

  await page.getByRole("link", { name: "查看全部授权" }).click();
  await page.getByLabel("类型").selectOption("vip_plan");
  await page.getByRole("button", { name: "筛选" }).click();
  await expect(page).toHaveURL(/kind=vip_plan/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "年度VIP会员" }).click();
  await expect(page.getByRole("heading", { name: "VIP会员授权详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("grant-validity")).toHaveText("有效");
  await expect(page.getByText("每季度行业价格分析报告")).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: orderNo }).click();
  await expect(page.getByRole("heading", { name: "VIP订单详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("vip-period")).toContainText(`至 ${expiry}`);
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("支付成功 · 系统");
  await expectAxeClean(page);

  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("user-vip")).toContainText(`年度VIP会员 · 有效期至 ${expiry}`);

  // 已购服务 opens the VIP order at its own detail page.
  await page.goto(`${portal}/user/service-buy-list`);
  await page.getByRole("row").filter({ hasText: orderNo }).getByRole("link", { name: "年度VIP会员" }).click();
  await expect(page).toHaveURL(/\/user\/service-buy-list\/vip-detail\?orderNo=/);

  // 法律服务套餐9折: the package's page gives his price, the order and the checkout charge it.
  await page.goto(`${portal}/default/comprehensives-ervices/law-services/legal/package-list`);
  await page.getByRole("link", { name: "查看详情：企业常年法律顾问（基础版）" }).click();
  await expect(page.getByTestId("member-price")).toHaveText("¥11,520.00（年度VIP会员 9折）");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-discount")).toHaveText("年度VIP会员 9折，已优惠¥1,280.00");
  await expect(page.getByRole("region", { name: "支付订单" }).locator("s")).toHaveText("¥12,800.00");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "去支付 ¥11,520.00" }).click();
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await expect(page.locator(".amount")).toHaveText("¥11,520.00");
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page.getByRole("status")).toHaveText("支付成功", { timeout: 30_000 });
  await page.getByRole("link", { name: "查看我的订单" }).click();
  await page.getByRole("row").filter({ hasText: "企业常年法律顾问（基础版）" }).first().getByRole("link", { name: "企业常年法律顾问（基础版）" }).click();
  await expect(page.getByTestId("order-discount")).toHaveText("年度VIP会员 9折，已优惠¥1,280.00");

  // 企业主页VIP标识 and 推荐位: the company's page, the directory's recommended companies and a search.
  const company = "吉林宏远建设工程有限公司";
  await page.goto(`${portal}/default/company/more`);
  const recommended = page.getByTestId("vip-recommended");
  await expect(recommended.getByRole("heading", { name: "VIP推荐企业", level: 2 })).toBeVisible();
  const card = recommended.getByRole("listitem").filter({ hasText: company });
  await expect(card.getByTestId("vip-mark")).toHaveText("VIP会员企业");
  await expectAxeClean(page);
  await card.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { name: company, level: 1 })).toBeVisible();
  await expect(page.getByTestId("company-detail").getByTestId("vip-mark")).toBeVisible();
  await expectAxeClean(page);
  await page.goto(`${portal}/default/global-search?keyword=${encodeURIComponent(company)}&kind=company`);
  const hit = page.getByTestId("search-results").getByRole("listitem").filter({ hasText: company }).first();
  await expect(hit.getByTestId("vip-mark")).toBeVisible();
});

test("a yearly VIP reads its quarterly 行业价格分析报告 from 开通VIP会员 and what the enterprise plan adds; an enterprise VIP sees its 专属客户经理; a business without the benefit is told how to get it", async ({
  page,
}) => {
  await logIn(page, demoMembers.zhang);
  await actFor(page, "长春鼎盛建材贸易有限公司");
  await page.goto(`${portal}/user/vip/buy`);
  // 专属客户经理 is the enterprise plan's: a yearly VIP reads what upgrading adds.
  const manager = page.getByTestId("vip-manager");
  await expect(manager.getByRole("list", { name: "企业VIP会员增加的权益" })).toContainText("专属客户经理一对一服务");
  await expect(manager.getByRole("link", { name: "升级企业VIP会员" })).toHaveAttribute("href", "#vip-plans");
  await page.getByRole("link", { name: "查看行业价格分析报告" }).click();
  await expect(page.getByRole("heading", { name: "行业价格分析报告", level: 1 })).toBeVisible();
  await expect(page.getByText("年度VIP会员每季度发布一期")).toBeVisible();
  // The latest completed quarter's report, issued by the job from the listings in force.
  await expect(page.getByRole("heading", { level: 2, name: /^\d{4}年第[1-4]季度行业价格分析报告$/ })).toBeVisible();
  const products = page.getByRole("table", { name: "建材产品挂牌价" });
  await expect(products.getByRole("row").nth(1)).toContainText(/›/);
  await expect(products.getByRole("row").nth(1)).toContainText(/¥[\d,]+\.\d{2}/);
  await expect(page.getByRole("table", { name: "设备出租报价" }).getByRole("row").nth(1)).toContainText(/元\/(台班|月)/);
  await expect(page.getByRole("table", { name: "劳务班组日工资" }).getByRole("row").nth(1)).toContainText("元/工日");
  await expectAxeClean(page);

  // 线下培训与政策解读会: the upcoming sessions with their seats; a yearly plan gives none of the 企业VIP seats, and says how to get them.
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("link", { name: "线下培训与政策解读会报名" }).click();
  await expect(page.getByRole("heading", { name: "线下培训与政策解读会", level: 1 })).toBeVisible();
  await expect(page.getByTestId("training-seats-left")).toHaveText("本期剩余免费名额 0/2");
  await expect(page.getByTestId("training-refusal")).toContainText("请升级企业VIP会员后报名");
  await expect(page.getByRole("link", { name: "升级企业VIP" })).toHaveAttribute("href", "/user/vip/buy");
  const session = page.getByTestId("training-session").filter({ hasText: "GB/T 50500-2024" });
  await expect(session).toContainText("长春市南关区人民大街5688号");
  await expect(session.getByTestId("training-remaining")).toHaveText("剩余名额 120/120");
  await expect(page.getByTestId("training-session").filter({ hasText: "资质管理新规" })).toHaveCount(0);
  // 吉林省安泰 holds the enterprise VIP: its 专属客户经理, with the number to call and the hours.
  await actFor(page, "吉林省安泰机械设备租赁有限公司");
  await page.goto(`${portal}/user/vip/buy`);
  await expect(manager.getByRole("heading", { name: "专属客户经理", level: 2 })).toBeVisible();
  await expect(manager).toContainText("孙丽华");
  await expect(manager.getByRole("link", { name: "拨打 0431-85562218" })).toHaveAttribute("href", "tel:043185562218");
  await expect(manager).toContainText("工作日 8:30-17:30");
  await expectAxeClean(page);

  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/vip/price-report`);
  await expect(page.getByTestId("report-unavailable")).toContainText("当前企业未开通含此项权益的会员套餐");
  await expect(page.getByRole("link", { name: "开通或升级VIP会员" })).toHaveAttribute("href", "/user/vip/buy");
  await expectAxeClean(page);
});

test("企业VIP sends a contract for 免费合同审查; the platform's lawyer takes it on and writes the opinion; the member reads it", async ({ page, browser }) => {
  test.slow();
  const name = `钢结构厂房专业分包合同（E2E${Date.now() % 100_000}）`;
  // 刘振东 administers 吉林省安泰, the demo's enterprise VIP.
  await logIn(page, { phone: "13900000301", password: "Demo@123456" });
  await page.goto(`${portal}/user/vip/buy`);
  await page.getByRole("link", { name: "提交免费合同审查（企业VIP）" }).click();
  await expect(page.getByRole("heading", { name: "免费合同审查", level: 1 })).toBeVisible();
  await expect(page.getByTestId("contract-review-allowance")).toContainText(/本会员期：已用\d次，剩余[12]次/);
  await page.getByRole("button", { name: "提交审查" }).click();
  await expect(page.getByTestId("cr-contractName-error")).toHaveText("请填写合同名称");
  await expect(page.getByLabel("合同名称")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("合同名称").fill(name);
  await page.getByLabel("合同类型").selectOption("专业分包合同");
  await page.getByLabel("合同相对方").fill("吉林建工集团有限公司");
  await page.getByLabel("合同金额（元，选填）").fill("3860000");
  await page.getByLabel("审查重点").fill("请重点审查工程款支付节点、质量保修金比例与违约责任条款。");
  await uploadDocument(page, "fileIds", "专业分包合同（送审稿）.pdf");
  await page.getByRole("button", { name: "提交审查" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已提交，平台法律顾问将在3个工作日内受理");
  const card = page.getByTestId("contract-review").filter({ hasText: name });
  await expect(card.getByTestId("contract-review-state")).toHaveText("（待受理）");
  await expectAxeClean(page);

  // The platform's lawyer takes it on in the back office and writes the opinion.
  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.goto(`${operatorApp}/contract-reviews`);
  await desk.getByRole("link", { name }).click();
  await expect(desk.getByRole("heading", { name: `合同审查：${name}`, level: 1 })).toBeVisible();
  await expect(desk.getByRole("link", { name: "专业分包合同（送审稿）.pdf" })).toBeVisible();
  await desk.getByRole("button", { name: "受理" }).click();
  await expect(desk.getByText("已受理，请在审查完成后出具意见")).toBeVisible();
  await desk
    .getByLabel("审查意见")
    .fill("一、第6条工程款按月进度支付80%，建议明确发包人逾期付款的利息与停工权利；二、质量保修金3%符合规定，建议约定缺陷责任期满后14天内返还。");
  await desk.getByRole("button", { name: "出具审查意见" }).click();
  await expect(desk.getByText("审查意见已出具，已通知提交人")).toBeVisible();
  await expect(desk.getByTestId("contract-review-state")).toHaveText("已出具意见");
  await expectAxeClean(desk);

  await page.reload();
  await expect(card.getByTestId("contract-review-state")).toHaveText("（已出具意见）");
  await expect(card.getByTestId("contract-review-opinion")).toContainText("缺陷责任期满后14天内返还");
});
