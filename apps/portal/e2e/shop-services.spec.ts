import { expectAxeClean } from "./support/axe.ts";
import { fakeAlipayOrigin } from "./support/fake-payments.ts";
import { fillFields } from "./support/forms.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { approveFromDesk, operatorDesk } from "./support/operator.ts";
import { operatorApp, portal, serverPort } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

// 服务发布 and 已售服务: 张建国 publishes a service for 吉林宏远 and the platform approves it; 李晓梅
// buys it for 长春华信 from the public service page and pays at the checkout; the seller starts and
// completes it, the buyer accepts it (确认验收) and asks for the invoice, and the seller records it issued. A knowledge article goes from draft to the knowledge base.

test("a company publishes a service, a buyer orders and pays it, the seller serves it, and an article reaches the knowledge base", async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `桩基低应变检测（E2E${Date.now() % 100_000}）`;
  await logIn(page, demoMembers.zhang);

  // The seller's list from the member-center menu, and the form refusing an incomplete service field by field.
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("member-center-menu").getByRole("link", { name: "已售服务" })).toHaveAttribute("href", "/user/service-selled-list");
  await page.getByTestId("member-center-menu").getByRole("link", { name: "服务发布" }).click();
  await expect(page.getByRole("heading", { name: "服务发布", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: /^已上架（\d+）$/ })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "发布新服务" }).click();
  await expect(page.getByRole("heading", { name: "发布服务", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("svc-title-error")).toHaveText("服务标题至少4个字");
  await expect(page.getByTestId("svc-price-error")).toHaveText("请填写大于0的服务价格（不支持面议）");
  await expectAxeClean(page);

  await page.getByLabel("服务标题").fill(title);
  await page.getByLabel("服务类别").selectOption({ label: "检测" });
  await page.getByLabel("价格（元）").fill("1280");
  await page.getByLabel("计价单位").selectOption("个");
  await fillFields(page, {
    "交付周期（天）": "5",
    服务区域与交付方式: "长春市内现场检测",
    售后说明: "报告出具后可免费解释检测结论",
  });
  // 服务内容 in the rich-text editor, typed once the editor has taken the text area's place (as a
  // person sees the toolbar appear), so no keystroke lands in the text area being replaced.
  const content = page.getByRole("textbox", { name: "服务内容" });
  await content.click();
  await expect(page.getByRole("toolbar", { name: "服务内容格式" })).toBeVisible();
  await expect(content).toHaveAttribute("contenteditable", "true");
  await expect(content).toBeFocused();
  await page.keyboard.type("采用低应变反射波法检测桩身完整性，判定缺陷类别。");
  await page.keyboard.press("Enter");
  await page.keyboard.type("出具 CMA 检测报告与波形曲线，5个工作日内交付。");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已提交审核，平台审核通过后上架");
  await expect(page.getByTestId("service-state")).toHaveText("审核中");
  await expect(page.getByText("5个工作日内交付")).toBeVisible();
  const detailUrl = page.url();

  // The platform reviews it.
  const services = `http://localhost:${serverPort}`;
  const desk = await operatorDesk(browser, services);
  await approveFromDesk(desk, `审核 【检测】${title}`, "长春市内现场检测");

  await page.goto(detailUrl);
  await expect(page.getByTestId("service-state")).toHaveText("已上架");
  await page.getByRole("link", { name: `查看上架页面：${title}` }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("service-price")).toHaveText("¥1,280.00/个");
  await expect(page.getByRole("link", { name: "进入店铺" })).toHaveAttribute("href", /^\/shop\/pc\?company=\d+$/);
  // A business does not buy its own service.
  await page.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByRole("alert")).toHaveText("不能购买本企业发布的服务");
  const serviceUrl = page.url();

  // 李晓梅 buys it for 长春华信 and pays at the provider's checkout.
  const buyer = await (await browser.newContext()).newPage();
  await logIn(buyer, demoMembers.li);
  await buyer.goto(serviceUrl);
  await expectAxeClean(buyer);
  await buyer.getByRole("button", { name: "立即购买" }).click();
  // A shop's service is paid on the buyer's own order pages.
  await expect(buyer).toHaveURL(/\/user\/service-buy-list\/shop-pay\?orderNo=/);
  await expect(buyer.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  await expect(buyer.getByRole("region", { name: "支付订单" })).toContainText(title);
  await expectAxeClean(buyer);
  await buyer.getByRole("radio", { name: "支付宝" }).check();
  await buyer.getByRole("button", { name: /^去支付/ }).click();
  // Alipay's cashier (the run's fake gateway), then back.
  await expect(buyer).toHaveURL(new RegExp(`^${fakeAlipayOrigin()}`));
  await buyer.getByRole("button", { name: "确认付款" }).click();
  await expect(buyer.getByRole("status")).toHaveText("支付成功");
  await expect(buyer.getByTestId("order-state")).toHaveText("已支付");
  const orderNo = (await buyer.getByTestId("order-no").textContent()) ?? "";
  expect(orderNo).not.toBe("");

  // The seller serves it from 已售服务.
  await page.goto(`${portal}/user/service-selled-list`);
  const row = page.getByRole("row").filter({ hasText: orderNo });
  await expect(row).toContainText("已支付");
  await expect(row).toContainText("长春华信钢结构工程有限公司");
  await expectAxeClean(page);
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  await expectAxeClean(page);
  await page.getByLabel("服务说明（选填，买家可见）").fill("检测人员明日进场");
  await page.getByRole("button", { name: "开始服务" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("服务已开始");
  await expect(page.getByTestId("order-state")).toHaveText("服务中");
  await page.getByRole("button", { name: "完成服务" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("服务已完成，请确认验收");
  await expect(page.getByTestId("order-state")).toHaveText("待验收");

  // The buyer sees who sells it, accepts it, and asks the seller for the invoice.
  await buyer.goto(`${portal}/user/service-buy-list`);
  const bought = buyer.getByRole("row").filter({ hasText: orderNo });
  await expect(bought).toContainText("待验收");
  await expect(bought).toContainText("企业服务");
  await bought.getByRole("link", { name: title }).click();
  await expect(buyer.getByTestId("order-state")).toHaveText("待验收");
  await expect(buyer.getByTestId("order-seller")).toHaveText("吉林宏远建设工程有限公司");
  await expect(buyer.getByRole("region", { name: "订单记录" })).toContainText("开始服务 · 服务方 · 检测人员明日进场");
  await expect(buyer.getByRole("region", { name: "订单记录" })).toContainText("服务已完成，待验收 · 服务方");
  await expectAxeClean(buyer);
  await buyer.getByRole("button", { name: "确认验收" }).click();
  await expect(buyer.getByTestId("action-notice")).toHaveText("已确认验收，订单完成");
  await expect(buyer.getByTestId("order-state")).toHaveText("已完成");
  await buyer.getByLabel("纳税人识别号").fill("91220101MA14XKQ355");
  await buyer.getByRole("button", { name: "申请发票" }).click();
  await expect(buyer.getByTestId("action-notice")).toHaveText("发票申请已提交，请等待服务方开具");
  await expect(buyer.getByTestId("invoice-state")).toHaveText("申请中");

  // The seller issues it and records its number; the buyer reads it.
  await page.reload();
  await expect(page.getByTestId("sold-invoice-state")).toHaveText("申请中");
  await page.getByLabel("发票号码").fill("22012345678");
  await page.getByRole("button", { name: "登记开具" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("发票已开具");
  await expect(page.getByTestId("sold-invoice-state")).toHaveText("已开具");
  await buyer.reload();
  await expect(buyer.getByTestId("invoice-no")).toHaveText("22012345678");
  await buyer.context().close();

  // A knowledge article: draft, submitted, approved, in the knowledge base.
  const articleTitle = `桩基检测抽检比例要点（E2E${Date.now() % 100_000}）`;
  await page.goto(`${portal}/user/service-publish/knowledge-list`);
  await expect(page.getByRole("heading", { name: "知识文章", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "撰写文章" }).click();
  await page.getByLabel("标题").fill(articleTitle);
  await page.getByLabel("摘要").fill("低应变法的抽检数量");
  await page
    .getByLabel("正文")
    .fill(
      "低应变法检测桩身完整性时，抽检数量不应少于总桩数的20%，且不得少于10根。\n\n每个柱下承台检测桩数不应少于1根；设计等级为甲级的，抽检数量不应少于总桩数的30%。",
    );
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByTestId("article-state")).toHaveText("草稿");
  await page.getByRole("link", { name: "编辑" }).click();
  await page.getByRole("button", { name: "提交审核" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("已提交平台审核，通过后发布到知识库");
  await expect(page.getByTestId("article-state")).toHaveText("审核中");
  await expectAxeClean(page);

  await desk.goto(operatorApp);
  await approveFromDesk(desk, `审核 ${articleTitle}`);
  await desk.context().close();

  await page.reload();
  await expect(page.getByTestId("article-state")).toHaveText("已发布");
  await page.getByRole("link", { name: "在知识库查看" }).click();
  await expect(page.getByRole("heading", { name: articleTitle })).toBeVisible();
  await expectAxeClean(page);
});

test("the seller agrees to a buyer's refund request and the money goes back", async ({ page }) => {
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/service-selled-list?state=refunding`);
  const row = page.getByRole("row").filter({ hasText: "招标代理（施工总承包）" });
  await expect(row).toContainText("退款中（待处理）");
  await row.getByRole("link", { name: "招标代理（施工总承包）" }).click();
  await expect(page.getByRole("status").filter({ hasText: "买家申请退款" })).toHaveText("买家申请退款，原因：项目暂缓招标，申请退款");
  await expect(page.getByLabel("拒绝原因")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: "同意退款" }).click();
  await expect(page.getByTestId("action-notice")).toHaveText("退款申请已通过");
  await expect(page.getByTestId("order-state")).toHaveText("已退款");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("同意退款 · 服务方");
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("退款成功 · 系统");
});

test("a service off sale, or unknown, answers the 404 page", async ({ page }) => {
  await page.goto(`${portal}/default/service/detail?id=999999`);
  await expect(page.locator("body")).toContainText("抱歉，您访问的页面不存在");
});
