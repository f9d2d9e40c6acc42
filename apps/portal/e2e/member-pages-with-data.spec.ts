import { expectAxeClean } from "./support/axe.ts";
import { actFor } from "./support/company-switch.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Member pages opened as the demo members reach them, each showing what the seed wrote for them,
// and scanned by axe: 吉林宏远's supplier, address, financing, tender notices and project
// registrations (张建国); its services, sold orders, shop, 服务授权, certificates and the personal
// certification form; 长春鼎盛's buyer, draft product and VIP (张建国); 长春华信's draft knowledge
// article (李晓梅); and the corporate certification form of 安泰, which only its administrator
// 刘振东 (a seeded colleague with the demo password) may open, its company still uncertified.
// Forms are only read, never sent. 询价管理 and 收货地址 have no entry in the side menu, so they are
// opened by their address, as the other journeys do; every record beyond them is reached by a click.
//
// 我的认证记录 (my-index) and 认证详情 (my-detail) are opened on the demo's decided certifications by
// certification-records.spec.ts.

const HONGYUAN = "吉林宏远建设工程有限公司";
const DINGSHENG = "长春鼎盛建材贸易有限公司";
const HUAXIN = "长春华信钢结构工程有限公司";
const ANTAI = "吉林省安泰机械设备租赁有限公司";
const ANTAI_ADMIN = { phone: "13900000301", password: demoMembers.zhang.password };

/** Opens a page of the member center's side menu; `heading` is its h1 when it differs from the menu's name. */
async function openMenu(page: Page, name: string, heading = name): Promise<void> {
  await page.getByTestId("member-center-menu").getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

const rowOf = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test("张建国, for 吉林宏远, opens a supplier, an address, its financing, a tender's notices and a project's registrations", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);
  await expect(page.getByTestId("user-company")).toHaveText(HONGYUAN);

  // 供应商详情: 华信, invited to three of 宏远's sheets, quoted and won the roofing one.
  const AWARDED_SHEET = "长春市第二实验中学改扩建屋面防水材料采购";
  await page.goto(`${portal}/user/building-materials/invite-tenders`);
  await expect(page.getByRole("heading", { name: "询价管理", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: AWARDED_SHEET }).click();
  await expect(page.getByTestId("sheet-state")).toHaveText("已成交");
  await page.getByRole("table", { name: "供应商" }).getByRole("link", { name: HUAXIN }).click();
  await expect(page).toHaveURL(/\/user\/building-materials\/companyDetail\?id=\d+&sheet=\d+$/);
  await expect(page.getByRole("heading", { name: HUAXIN, level: 1 })).toBeVisible();
  await expect(page.getByText("吉林省长春市绿园区青年路 2299 号")).toBeVisible();
  await expect(page.getByTestId("qualifications")).toContainText("钢结构工程专业承包 一级 · D222010655");
  await expect(page.getByTestId("history-counts")).toHaveText("受邀 3 次 · 报价 1 次 · 成交 1 次");
  await expect(rowOf(page, "XJ20261020HY0005")).toContainText(AWARDED_SHEET);
  await expect(rowOf(page, "XJ20261020HY0005")).toContainText("已成交");
  await expectAxeClean(page, { label: "user/building-materials/companyDetail" });

  // 编辑收货地址: the warehouse address of 宏远's book, every field as seeded.
  await page.goto(`${portal}/user/building-materials/address`);
  await expect(page.getByRole("heading", { name: "收货地址", level: 1 })).toBeVisible();
  await page.getByTestId("address-card").filter({ hasText: "宏远物资仓库2号门" }).getByRole("link", { name: "编辑" }).click();
  await expect(page).toHaveURL(/\/user\/building-materials\/address-modify\?id=\d+/);
  await expect(page.getByRole("heading", { name: "编辑收货地址", level: 1 })).toBeVisible();
  const address = page.getByRole("form", { name: "编辑收货地址" });
  await expect(address.getByLabel("收货联系人")).toHaveValue("刘海涛");
  await expect(address.getByLabel("手机号")).toHaveValue("13843105567");
  await expect(address.getByLabel("详细地址")).toHaveValue("皓月大路2888号 宏远物资仓库2号门");
  await expect(address.getByLabel("区县")).toHaveValue("220106");
  await expect(address.getByLabel("设为默认收货地址")).not.toBeChecked();
  await expectAxeClean(page, { label: "user/building-materials/address-modify" });

  // 融资申请: the leasing application paid out, then the order-financing form on the standing consent.
  await openMenu(page, "融资申请");
  const leasing = rowOf(page, "建信租赁·装配式设备融资");
  await expect(leasing).toContainText("已放款");
  await leasing.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/user\/financial-service\/financial-service-detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "融资申请详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("application-state")).toHaveText("已放款");
  await expect(page.getByText("购置 2 台 QTZ160 塔式起重机")).toBeVisible();
  await expect(page.getByText("¥12,000,000.00", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "状态记录" })).toContainText("中国建设银行吉林省分行已放款 ¥12,000,000.00。");
  await expect(page.getByRole("region", { name: "数据提供同意" })).toContainText("张建国");
  await expectAxeClean(page, { label: "user/financial-service/financial-service-detail" });

  await page.getByRole("link", { name: "返回融资申请" }).click();
  await page.getByRole("link", { name: "申请：建易贷·订单融资" }).click();
  await expect(page).toHaveURL(/\/user\/financial-service\/financial-service-add\?productId=\d+$/);
  await expect(page.getByRole("heading", { name: "提交融资申请：建易贷·订单融资", level: 1 })).toBeVisible();
  await expect(page.getByTestId("consent-given")).toContainText("由 张建国 同意向中国建设银行吉林省分行提供数据");
  await expect(page.getByRole("checkbox", { name: /建筑工程施工总承包特级（D122010288/ })).toBeVisible();
  await expect(page.getByLabel("期限（月）")).toHaveValue("3");
  await expect(page.getByLabel("申请金额（元）")).toHaveValue("");
  await expectAxeClean(page, { label: "user/financial-service/financial-service-add" });

  // 招标公告发布 of the completed tender: announced, three candidates publicised, 华信 the winner.
  const COMPLETED_TENDER = "吉林宏远长春物流园仓储中心土建工程施工招标";
  await openMenu(page, "招标管理", "我的招标");
  await expect(rowOf(page, COMPLETED_TENDER)).toContainText("ZB20260915HY0005");
  await page.getByRole("link", { name: `公告：${COMPLETED_TENDER}` }).click();
  await expect(page).toHaveURL(/\/user\/invite-tenders\/subPage\/public\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "招标公告发布", level: 1 })).toBeVisible();
  await expect(page.getByText(COMPLETED_TENDER, { exact: true })).toBeVisible();
  await expect(page.getByTestId("announcement-state")).toContainText("已于");
  await expect(page.getByTestId("publicity-period")).toBeVisible();
  const candidates = page.getByRole("region", { name: "中标候选人公示" }).getByRole("listitem");
  await expect(candidates).toHaveCount(3);
  await expect(candidates.first()).toHaveText(HUAXIN);
  await expect(page.getByTestId("result-winner")).toHaveText(HUAXIN);
  await expectAxeClean(page, { label: "user/invite-tenders/subPage/public" });

  // 报名名单 of 宏远's own steel need: 华信 and two directory companies registered.
  const OWN_PROJECT = "宏远·长春净月区安置房项目钢结构分包";
  await openMenu(page, "项目撮合");
  await page.getByRole("link", { name: "我发布的" }).click();
  await page.getByTestId("project-card").filter({ hasText: OWN_PROJECT }).getByRole("link", { name: "报名名单（3）" }).click();
  await expect(page).toHaveURL(/\/user\/project\/registration-list\?projectId=\d+$/);
  await expect(page.getByRole("heading", { name: `报名名单：${OWN_PROJECT}`, level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "报名名单" }).getByRole("row")).toHaveCount(4);
  const huaxin = rowOf(page, HUAXIN);
  await expect(huaxin).toContainText("我司具备钢结构工程专业承包一级资质，近三年完成类似连廊工程 6 项。");
  await expect(huaxin).toContainText("李晓梅");
  await expect(huaxin).toContainText("已报名");
  await expect(page.getByRole("button", { name: `入围：${HUAXIN}` })).toBeVisible();
  await expectAxeClean(page, { label: "user/project/registration-list" });
});

test("张建国, for 吉林宏远, opens its 服务授权, services, a sold order, its shop, a certificate and the personal certification form", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(`${portal}/user/default`);

  // 服务授权: no VIP, four legal packages bought (one in service), and the full list.
  await openMenu(page, "服务授权");
  await expect(page.getByTestId("vip-membership")).toHaveText("当前企业尚未开通VIP会员");
  await expect(page.getByText("有效授权 1 项")).toBeVisible();
  await expect(rowOf(page, "工程款催收专项服务")).toContainText("服务中");
  await expect(rowOf(page, "企业资质代办咨询")).toContainText("待开始服务");
  await expectAxeClean(page, { label: "user/service-auth-order" });
  await page.getByRole("link", { name: "查看全部授权" }).click();
  await expect(page).toHaveURL(/\/user\/service-auth-order\/list$/);
  await expect(page.getByRole("heading", { name: "全部服务授权", level: 1 })).toBeVisible();
  // The header and his four held legal packages (the expired order holds nothing).
  await expect(page.getByRole("table", { name: "全部服务授权" }).getByRole("row")).toHaveCount(5);
  await expect(rowOf(page, "企业常年法律顾问（基础版）")).toContainText("已完成");
  await expect(rowOf(page, "企业常年法律顾问（基础版）")).toContainText("法律服务包");
  await expectAxeClean(page, { label: "user/service-auth-order/list" });

  // 服务发布: four services on sale and a draft; one opened, the draft's form read back.
  const COSTING = "工程造价咨询（全过程造价控制）";
  const BIM = "BIM 施工深化与碰撞检查";
  await openMenu(page, "服务发布");
  await expect(rowOf(page, COSTING)).toContainText("已上架");
  await expect(rowOf(page, BIM)).toContainText("草稿");
  await expectAxeClean(page, { label: "user/service-publish/list" });
  await page.getByRole("link", { name: COSTING, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/service-publish\/detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: COSTING, level: 1 })).toBeVisible();
  await expect(page.getByTestId("service-state")).toHaveText("已上架");
  await expect(page.getByText("吉林省内，驻场与线上结合")).toBeVisible();
  await expect(page.getByText("报告出具后90天内免费答疑，结算争议可协助解释。")).toBeVisible();
  await expectAxeClean(page, { label: "user/service-publish/detail" });

  await openMenu(page, "服务发布");
  await page.getByRole("link", { name: `编辑：${BIM}` }).click();
  await expect(page).toHaveURL(/\/user\/service-publish\/add\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "修改服务", level: 1 })).toBeVisible();
  await expect(page.getByLabel("服务标题")).toHaveValue(BIM);
  await expect(page.getByLabel("价格（元）")).toHaveValue("15");
  await expect(page.getByLabel("计价单位")).toHaveValue("平方米");
  await expect(page.getByLabel("交付周期（天）")).toHaveValue("20");
  await expect(page.getByLabel("服务区域与交付方式")).toHaveValue("全国，线上交付模型");
  await expect(page.getByLabel("售后说明")).toHaveValue("竣工前模型随设计变更免费更新两次。");
  await expectAxeClean(page, { label: "user/service-publish/add" });

  // 已售服务: 华信's order of the safety evaluation, in service.
  await openMenu(page, "已售服务");
  const safety = rowOf(page, "建筑施工安全评价");
  await expect(safety).toContainText(HUAXIN);
  await expect(safety).toContainText("S4M7C2XD");
  await safety.getByRole("link", { name: "建筑施工安全评价" }).click();
  await expect(page).toHaveURL(/\/user\/service-selled-list\/detail\?id=\d{8}S4M7C2XD$/);
  await expect(page.getByRole("heading", { name: "已售服务订单详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-state")).toHaveText("服务中");
  await expect(page.getByText(HUAXIN, { exact: true })).toBeVisible();
  await expect(page.getByText("¥12,000.00", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("region", { name: "订单记录" })).toContainText("已安排安全工程师周海峰进场评价");
  await expect(page.getByRole("button", { name: "完成服务" })).toBeVisible();
  await expectAxeClean(page, { label: "user/service-selled-list/detail" });

  // 店铺装修: the published shop, its slogan and the four services picked.
  await openMenu(page, "店铺装修");
  await expect(page.getByTestId("shop-decoration-status")).toContainText("公开店铺与草稿一致");
  await expect(page.getByLabel("店铺标语")).toHaveValue("筑精品工程 建百年基业");
  const services = page.getByTestId("shop-pick-services");
  await expect(services.getByRole("checkbox", { name: new RegExp(`^${COSTING} `) })).toBeChecked();
  await expect(services.getByRole("checkbox", { checked: true })).toHaveCount(4);
  await expect(page.getByTestId("shop-banner")).toHaveCount(2);
  await expectAxeClean(page, { label: "user/shop-decoration" });

  // 资质证书: 宏远's two imported certificates, one opened in the form.
  await openMenu(page, "账户认证");
  await page.getByTestId("qualification-card").getByRole("link", { name: "管理资质证书" }).click();
  await expect(page).toHaveURL(/\/user\/standard-certification\/qualification-edit$/);
  await expect(page.getByRole("heading", { name: "资质证书", level: 1 })).toBeVisible();
  await expect(page.getByTestId("qualification")).toHaveCount(2);
  await page.getByRole("link", { name: "修改：建筑工程施工总承包" }).click();
  await expect(page.getByRole("heading", { name: "修改资质证书", level: 2 })).toBeVisible();
  await expect(page.getByLabel("资质名称")).toHaveValue("建筑工程施工总承包");
  await expect(page.getByLabel("资质等级")).toHaveValue("特级");
  await expect(page.getByLabel("证书编号")).toHaveValue("D122010288");
  await expect(page.getByLabel("发证机关")).toHaveValue("中华人民共和国住房和城乡建设部");
  await expectAxeClean(page, { label: "user/standard-certification/qualification-edit" });

  // 个人实名认证: not yet submitted, so 去认证 leads to the form with his name filled in.
  await page.getByRole("link", { name: "返回账户认证" }).click();
  const personal = page.getByTestId("personal-card");
  await expect(personal.getByTestId("certification-state")).toHaveText("未认证");
  await personal.getByRole("link", { name: "去认证" }).click();
  await expect(page).toHaveURL(/\/user\/standard-certification\/personalCertificationSub$/);
  await expect(page.getByRole("heading", { name: "个人实名认证", level: 1 })).toBeVisible();
  await expect(page.getByLabel("真实姓名")).toHaveValue(demoMembers.zhang.realName);
  await expect(page.getByLabel("身份证号码")).toHaveValue("");
  await expectAxeClean(page, { label: "user/standard-certification/personalCertificationSub" });
});

test("张建国, for 长春鼎盛, opens the buyer of a sheet it quotes, its draft product and its VIP period and order", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await actFor(page, DINGSHENG);
  await page.goto(`${portal}/user/default`);

  // 采购方详情: 华信 through the second round it asked of 鼎盛, opened, so its contact shows.
  const ROUND_SHEET = "华信二道区仓储中心钢结构防火涂料及螺栓二次报价";
  await openMenu(page, "我的报价");
  await rowOf(page, ROUND_SHEET).getByRole("link", { name: ROUND_SHEET }).click();
  await expect(page.getByRole("heading", { name: ROUND_SHEET, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: HUAXIN, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/my-quotation\/quoted-company-detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: HUAXIN, level: 1 })).toBeVisible();
  await expect(page.getByTestId("buyer-contact")).toHaveText("李晓梅 13800000002");
  await expect(page.getByTestId("qualifications")).toContainText("钢结构工程专业承包 一级 · D222010655");
  const openSheets = page.getByRole("table", { name: "该采购方其他进行中的询价" });
  await expect(openSheets.getByRole("row").filter({ hasText: "XJ20261119HX0001" })).toContainText("华信钢结构加工车间钢材及防水材料询价");
  await expect(openSheets.getByRole("row").filter({ hasText: "XJ20261123HX0005" })).toContainText("华信绿园钢结构加工基地配套道路商品混凝土公开询价");
  await expectAxeClean(page, { label: "user/my-quotation/quoted-company-detail" });

  // 编辑产品: 鼎盛's one draft product, from the 草稿 tab of 产品发布.
  const DRAFT_PRODUCT = "HRB400E 螺纹钢（盘螺直条）";
  await openMenu(page, "产品发布");
  await page.getByRole("link", { name: /^草稿（\d+）$/ }).click();
  await rowOf(page, DRAFT_PRODUCT).getByRole("link", { name: "编辑" }).click();
  await expect(page).toHaveURL(/\/user\/my-products\/proPublishEdit\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "编辑产品", level: 1 })).toBeVisible();
  await expect(page.getByLabel("产品名称")).toHaveValue(DRAFT_PRODUCT);
  await expect(page.getByLabel("规格型号")).toHaveValue("Φ16mm×12m");
  await expect(page.getByLabel("品牌", { exact: true })).toHaveValue("鞍钢");
  await expect(page.getByLabel("执行标准")).toHaveValue("GB/T 1499.2-2018");
  await expect(page.getByLabel("单价（元）", { exact: true })).toHaveValue("4120");
  await expectAxeClean(page, { label: "user/my-products/proPublishEdit" });

  // The yearly VIP 张建国 bought for 鼎盛, from 个人中心 to its period and on to the order.
  await openMenu(page, "个人中心");
  await page
    .getByTestId("user-vip")
    .getByRole("link", { name: /^年度VIP会员 · 有效期至/ })
    .click();
  await expect(page).toHaveURL(/\/user\/service-auth-order\/vip-detail\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "VIP会员授权详情", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "年度VIP会员", level: 2 })).toBeVisible();
  await expect(page.getByTestId("grant-validity")).toHaveText("有效");
  await expect(page.getByText("每季度行业价格分析报告")).toBeVisible();
  await expectAxeClean(page, { label: "user/service-auth-order/vip-detail" });

  await page
    .getByRole("table", { name: "会员期与来源订单" })
    .getByRole("link", { name: /V3QK7M2A$/ })
    .click();
  await expect(page).toHaveURL(/\/user\/service-buy-list\/vip-detail\?orderNo=\d{8}V3QK7M2A$/);
  await expect(page.getByRole("heading", { name: "VIP订单详情", level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  await expect(page.getByText("365天", { exact: true })).toBeVisible();
  await expect(page.getByText("¥999.00", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("vip-period")).toContainText(" 至 ");
  await expectAxeClean(page, { label: "user/service-buy-list/vip-detail" });
});

test("李晓梅 opens 华信's draft knowledge article; 刘振东 opens 安泰's corporate certification form", async ({ page, browser }) => {
  test.slow();
  await logIn(page, demoMembers.li);
  await page.goto(`${portal}/user/default`);

  // 修改知识文章: 华信's draft, from 服务发布 → 知识文章.
  const DRAFT_ARTICLE = "钢结构高强螺栓终拧检查要点";
  await openMenu(page, "服务发布");
  await page.getByRole("link", { name: "知识文章", exact: true }).click();
  await expect(page.getByRole("heading", { name: "知识文章", level: 1 })).toBeVisible();
  await expect(rowOf(page, DRAFT_ARTICLE)).toContainText("草稿");
  await page.getByRole("link", { name: `编辑：${DRAFT_ARTICLE}` }).click();
  await expect(page).toHaveURL(/\/user\/service-publish\/knowledge-add\?id=\d+$/);
  await expect(page.getByRole("heading", { name: "修改知识文章", level: 1 })).toBeVisible();
  await expect(page.getByLabel("标题", { exact: true })).toHaveValue(DRAFT_ARTICLE);
  await expect(page.getByLabel("摘要")).toHaveValue("扭矩法与转角法的检查比例和合格标准");
  await expect(page.getByLabel("正文")).toHaveValue(/终拧完成1小时后、48小时内应进行终拧质量检查/);
  await expectAxeClean(page, { label: "user/service-publish/knowledge-add" });

  // 企业认证: 安泰 is uncertified, so its administrator's 账户认证 leads to the form with its name.
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, ANTAI_ADMIN);
  await admin.goto(`${portal}/user/default`);
  await openMenu(admin, "账户认证");
  const corporate = admin.getByTestId("corporate-card");
  await expect(corporate).toContainText(ANTAI);
  await expect(corporate.getByTestId("certification-state")).toHaveText("未认证");
  await corporate.getByRole("link", { name: "去认证" }).click();
  await expect(admin).toHaveURL(/\/user\/standard-certification\/corporateCertificationSub$/);
  await expect(admin.getByRole("heading", { name: "企业认证", level: 1 })).toBeVisible();
  await expect(admin.getByLabel("企业名称")).toHaveValue(ANTAI);
  await expect(admin.getByLabel("统一社会信用代码")).toHaveValue("");
  await expect(admin.getByText(`账户名称：${ANTAI}`)).toBeVisible();
  await expectAxeClean(admin, { label: "user/standard-certification/corporateCertificationSub" });
  await admin.context().close();
});
