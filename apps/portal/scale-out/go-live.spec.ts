import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { platformPaths, STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { journeyLaunchOptions } from "@cidp/dev-chromium";
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { passLoginSiteCaptcha } from "../e2e/support/captcha.ts";
import { uploadPicture } from "../e2e/support/documents.ts";
import { payWeChatQrCode } from "../e2e/support/fake-payments.ts";
import { chinaPickerTime, fillFields } from "../e2e/support/forms.ts";
import { codeOf } from "../e2e/support/operator-account.ts";
import { type PaymentGateways, startPaymentGateways } from "../e2e/support/payment-gateways.ts";
import { type SmsCarrier, startSmsCarrier } from "../e2e/support/sms-carrier.ts";
import {
  clusterPorts,
  clusterPrerequisites,
  type Member,
  psql,
  secrets,
  serviceCommand,
  startBackOffice,
  startNginx,
  startObjectStore,
  startPortal,
  startPostgres,
  startServices,
  stop,
  waitUntilListening,
  waitUntilUp,
} from "./cluster.ts";
import { selfSignedCertificate, startHostProxy } from "./public-hosts.ts";

// Go-live (issue "Open to the public"): the first day of a province's platform, on the production
// shape — a throw-away Postgres, the store as its own process, two services and two portals behind
// nginx ending TLS, the back office on its own host, NODE_ENV=production with no demo and no
// development helper, texts through the fake Aliyun SMS and payments through the fake WeChat Pay.
// From `migrate` to the first member's published inquiry sheet, each step as the README tells a
// deployment's operator, and on the same deployment the public origins refuse /metrics and the staff API.
test.describe.configure({ mode: "serial" });

const missing = clusterPrerequisites();
test.skip(missing !== null, missing ?? "");

const base = Number(process.env.GO_LIVE_PORT ?? 3450);
const ports = clusterPorts(base);
const tlsPorts = { portal: base + 13, services: base + 14, operator: base + 15 };
/** The deployment's public names: CHANGCHUN's own domain, the generic portal, the login site, the back office. */
const hosts = { changchun: "jz.changchun.test", portal: "www.jz.test", login: "login.jz.test", admin: "admin.jz.test" } as const;
const changchun = `https://${hosts.changchun}`;
const loginSite = `https://${hosts.login}`;
const backOffice = `https://${hosts.admin}`;

const dir = mkdtempSync(path.join(tmpdir(), "cidp-go-live-"));
const members: Member[] = [];
let postgres: Awaited<ReturnType<typeof startPostgres>>;
let nginx: Member;
let gateways: PaymentGateways;
let sms: SmsCarrier;
let proxy: Awaited<ReturnType<typeof startHostProxy>>;
let browser: Browser;
const figures: Record<string, string | number> = {};
/** From an empty machine (no database, no process): set when the first step begins. */
let startedAt = 0;

/** The production settings every services instance and the CLI share. */
let deployment: Record<string, string>;

/** A browser context as a visitor's: every public name over https through the deployment's balancer. */
const newVisitor = (): Promise<BrowserContext> =>
  browser.newContext({ ignoreHTTPSErrors: true, proxy: { server: proxy.url, bypass: "127.0.0.1,localhost" }, locale: "zh-CN" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  startedAt = Date.now();
  postgres = await startPostgres(dir, ports.postgres);
  const store = startObjectStore(dir, ports.store);
  members.push(store);
  await waitUntilListening(`http://127.0.0.1:${ports.store}/`, store);

  const { certificate, key } = selfSignedCertificate(dir, Object.values(hosts));
  // The fake providers post their notifications to the services' https origin, trusting our certificate as theirs trust a real one.
  process.env.NODE_EXTRA_CA_CERTS = certificate;
  gateways = await startPaymentGateways(`https://localhost:${tlsPorts.services}`);
  sms = await startSmsCarrier();

  deployment = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url(),
    PUBLIC_PORTAL_ORIGIN: `https://${hosts.portal}`,
    LOGIN_SITE_ORIGIN: loginSite,
    PUBLIC_OPERATOR_ORIGIN: backOffice,
    TRUST_PROXY: "127.0.0.1",
    ...gateways.settings,
    PAYMENT_PROVIDERS: "wechat,alipay",
    ...sms.settings,
    TOKEN_SECRET: secrets.token,
    SEALING_KEYS: secrets.sealing,
    OBJECT_STORE_SECRET_KEY: secrets.store,
  };
  // README "Deployment": migrations are a step of their own, before the services start.
  const migrated = serviceCommand(["migrate"], deployment);
  figures.migrate = migrated.trim().split("\n").at(-1) ?? "";

  const production = { ...deployment, DEMO_DATA: "0", DEV_HELPERS: "0", CHAT_ALLOWED_ORIGINS: "" };
  const services = [startServices(dir, 0, ports, postgres.url(), undefined, production), startServices(dir, 1, ports, postgres.url(), undefined, production)];
  members.push(...services);
  await Promise.all(services.map((member, index) => waitUntilUp(`http://127.0.0.1:${ports.services[index]}/ready`, member)));
  const portalSettings = { LOGIN_SITE_ORIGIN: loginSite, UNKNOWN_HOST: "404" };
  const portals = [startPortal(dir, 0, ports, portalSettings), startPortal(dir, 1, ports, portalSettings)];
  const back = startBackOffice(dir, ports);
  members.push(...portals, back);
  nginx = startNginx(dir, ports, { certificate, key, ports: tlsPorts });
  await Promise.all(portals.map((member, index) => waitUntilUp(`http://127.0.0.1:${ports.portals[index]}/health`, member)));
  await waitUntilUp(`http://127.0.0.1:${ports.operator}/health`, back);
  proxy = await startHostProxy({
    [hosts.changchun]: tlsPorts.portal,
    [hosts.portal]: tlsPorts.portal,
    [hosts.login]: tlsPorts.services,
    [hosts.admin]: tlsPorts.operator,
  });
  browser = await chromium.launch({ ...journeyLaunchOptions, proxy: { server: proxy.url, bypass: "127.0.0.1,localhost" } });
  figures["empty machine to every process ready (s)"] = seconds(Date.now() - startedAt);
});

test.afterAll(async () => {
  await browser?.close();
  await proxy?.close();
  if (nginx) await stop(nginx, "SIGTERM");
  for (const member of members) await stop(member, "SIGKILL");
  gateways?.process.kill("SIGTERM");
  sms?.process.kill("SIGTERM");
  postgres?.stop();
  console.log(
    `\ngo-live figures:\n${Object.entries(figures)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}`,
  );
  if (!process.env.SCALE_OUT_KEEP) rmSync(dir, { recursive: true, force: true });
});

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** The answer of a login-site puzzle as the person sees it in the picture: here read from the database, a production start having no helper to tell it. */
const puzzleAnswer = async (captchaId: string) =>
  Number(psql(ports.postgres, "cidp", `select x from captcha_challenge where id = '${captchaId.replace(/'/g, "")}'`));

/** The code of the one text the fake carrier delivered to `phone`, under the deployment's sign name. */
async function deliveredCode(phone: string): Promise<string> {
  await expect.poll(async () => (await sms.received(phone)).length, { timeout: 15_000 }).toBe(1);
  const [text] = await sms.received(phone);
  expect(text?.signName).toBe(deployment.SMS_SIGN_NAME);
  return text?.params.code ?? "";
}

let desk: Page;
let deskSecret = "";
const admin = { username: "admin", password: "Admin2026platform" };

test("the first operator: created by command, enrolled through the printed link on the back office's own host", async () => {
  const printed = serviceCommand(["operator", "create", "--username", admin.username, "--name", "平台管理员", "--role", "管理员"], deployment);
  const link = /https:\/\/\S+/.exec(printed)?.[0] ?? "";
  expect(link.startsWith(`${backOffice}/`), printed).toBe(true);

  desk = await (await newVisitor()).newPage();
  await desk.goto(link);
  await expect(desk.getByRole("heading", { name: "绑定身份验证器" })).toBeVisible();
  deskSecret = (await desk.getByTestId("totp-secret").textContent()) ?? "";
  await desk.getByLabel("设置登录密码").fill(admin.password);
  await desk.getByLabel("再次输入密码").fill(admin.password);
  await desk.getByLabel("动态验证码").fill(codeOf(deskSecret));
  await desk.getByRole("button", { name: "绑定并登录" }).click();
  await expect(desk.getByRole("heading", { name: "待审核", level: 1 })).toBeVisible();
});

test("CHANGCHUN is given its domain in 平台设置, and answers on it at once", async () => {
  const visitor = await (await newVisitor()).newPage();
  // Before: no platform has the host, and this deployment answers such a host with a plain 404.
  const before = await visitor.goto(`${changchun}/default/home`);
  expect(before?.status()).toBe(404);

  await desk.getByRole("link", { name: "平台设置" }).click();
  await desk.getByRole("row").filter({ hasText: "CHANGCHUN" }).getByRole("link").click();
  await desk.getByLabel("域名").fill(hosts.changchun);
  await desk.getByLabel("ICP备案号").fill("吉ICP备2024000002号-1");
  await desk.getByLabel("主办单位").fill("长春市住房和城乡建设局");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，立即生效");

  let visit = 0;
  await expect(async () => {
    await visitor.goto(`${changchun}/default/home?visit=${++visit}`);
    await expect(visitor.getByTestId("base-title")).toHaveText("长春建筑产业互联网平台", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(visitor.getByTestId("footer-icp")).toHaveText("吉ICP备2024000002号-1");
  await visitor.context().close();
});

let member: Page;
const phone = "13704310001";
const company = { name: "长春市宏基建筑工程有限公司", creditCode: "91220102MA1JN00060" };

test("a visitor on CHANGCHUN's domain registers with the code the carrier delivered, and founds a business", async () => {
  member = await (await newVisitor()).newPage();
  await member.goto(`${changchun}/default/home`);
  await member.getByTestId("register-link").click();
  await expect(member).toHaveURL(new RegExp(`^${loginSite}/register`));
  await member.getByLabel("手机号").fill(phone);
  await passLoginSiteCaptcha(member, member.request, member.getByRole("button", { name: "获取验证码" }), puzzleAnswer);
  await member.getByLabel("短信验证码").fill(await deliveredCode(phone));
  await fillFields(member, { 真实姓名: "赵宏基", 密码: "Build2026ok" });
  await member.getByLabel("我已阅读并同意").check();
  await member.getByRole("button", { name: "注册", exact: true }).click();
  // Back on the platform's own domain, logged in.
  await expect(member).toHaveURL(`${changchun}/default/home`);

  await member.getByTestId("create-business").click();
  await expect(member.getByRole("heading", { name: "创建企业", level: 1 })).toBeVisible();
  const form = member.getByRole("form", { name: "企业信息" });
  await fillFields(form, { 企业名称: company.name, 统一社会信用代码: company.creditCode, 法定代表人: "赵宏基" });
  await form.getByLabel("省份").selectOption({ label: "吉林省" });
  await form.getByLabel("城市").selectOption({ label: "长春市" });
  await form.getByLabel("区县").selectOption({ label: "南关区" });
  await form.getByRole("radio", { name: /^需求方/ }).check();
  await expect(async () => {
    await form.getByRole("button", { name: "创建企业" }).click();
    await expect(member).toHaveURL(`${changchun}/user/default?founded=1`, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(member.getByTestId("user-company")).toHaveText(company.name);
  await expect(member.getByTestId("member-center-certification")).toHaveText("未认证");
});

test("the business certifies: papers and 对公 account, finance sends the check amount, the member confirms it, staff approve", async () => {
  await member.getByTestId("member-center-menu").getByRole("link", { name: "账户认证" }).click();
  await member.getByTestId("corporate-card").getByRole("link", { name: "去认证" }).click();
  await expect(member.getByLabel("企业名称")).toHaveValue(company.name);
  await member.getByLabel("统一社会信用代码").fill(company.creditCode);
  await member.getByLabel("法定代表人").fill("赵宏基");
  await uploadPicture(member, "licenseResourceId", "营业执照.png");
  await uploadPicture(member, "authorizationResourceId", "授权委托书.png");
  await member.getByLabel("开户银行").selectOption("吉林银行");
  await member.getByLabel("对公账号").fill("0710 0120 0000 8899");
  await member.getByRole("button", { name: "提交认证" }).click();
  // No money has moved yet: the platform's finance sends it from the bank.
  await expect(member.getByRole("heading", { name: "等待平台打款" })).toBeVisible();

  await desk.getByRole("link", { name: "认证打款" }).click();
  const line = desk.getByRole("row").filter({ hasText: company.name });
  await expect(line).toContainText("071001200000889");
  const amount = ((await line.getByText(/^¥0\.\d\d$/).textContent()) ?? "").slice(1);
  await line.getByText("标记已打款").click();
  await line.getByLabel("银行流水号").fill("JLB20261130000123");
  await line.getByRole("button", { name: `确认已向「${company.name}」打款` }).click();
  await expect(desk.getByRole("status")).toContainText(company.name);

  await member.reload();
  await member.getByLabel("收到的金额（元）").fill(amount);
  await member.getByRole("button", { name: "确认金额" }).click();
  await expect(member.getByTestId("action-notice")).toHaveText("金额正确，已提交平台审核");

  await desk.getByRole("link", { name: "待审核" }).click();
  await desk.getByRole("link", { name: `审核 ${company.name}` }).click();
  await expect(desk.getByText(company.creditCode)).toBeVisible();
  await desk.getByRole("button", { name: "审核通过" }).click();
  await expect(desk.getByRole("status")).toHaveText("已审核通过");

  await member.goto(`${changchun}/user/standard-certification/standard-index`);
  await expect(member.getByTestId("corporate-card").getByTestId("certification-state")).toHaveText("已认证");
});

test("the member pays a VIP plan through WeChat Pay: the QR code, the payer's scan, 支付成功 by itself", async () => {
  await member.goto(`${changchun}/user/vip/buy`);
  await member.getByRole("radio", { name: /月度VIP会员/ }).check();
  await member.getByRole("radio", { name: "微信支付" }).check();
  await member.getByRole("button", { name: "去支付" }).click();
  await expect(member.getByRole("heading", { name: "微信扫码支付", level: 1 })).toBeVisible();
  await expect(member.getByTestId("wechat-qr").locator("svg")).toBeVisible();
  await payWeChatQrCode(member);
  await expect(member).toHaveURL(/\/user\/pay\/success\?orderNo=/, { timeout: 30_000 });
  await expect(member.getByRole("status")).toHaveText("支付成功");
  await expect(member.getByTestId("vip-membership")).toContainText("月度VIP会员 · 有效期至");
});

test("the certified member publishes the platform's first inquiry sheet", async () => {
  await member.goto(`${changchun}/user/building-materials/invite-tenders`);
  await member.getByRole("link", { name: "新建询价单" }).click();
  await member.getByRole("link", { name: "新增收货地址" }).click();
  await member.getByLabel("省份").selectOption({ label: "吉林省" });
  await member.getByLabel("城市").selectOption({ label: "长春市" });
  await member.getByLabel("区县").selectOption({ label: "南关区" });
  await member.getByLabel("详细地址").fill("人民大街2288号 宏基产业园项目部");
  await member.getByRole("button", { name: "下一步" }).click();
  await member.getByLabel("收货联系人").fill("赵宏基");
  await member.getByLabel("手机号").fill(phone);
  await member.getByRole("button", { name: "保存地址" }).click();
  await expect(member.getByLabel("询价标题")).toBeVisible();
  await fillFields(member, {
    询价标题: "宏基产业园一期钢筋采购",
    报价截止时间: chinaPickerTime(48 * 3_600_000),
    "第1行 名称": "HRB400E 螺纹钢",
    "第1行 单位": "吨",
    "第1行 数量": "120",
  });
  await member.getByRole("button", { name: "保存并发布" }).click();
  await expect(member.getByTestId("sheet-state")).toHaveText("报价中");
  figures["empty machine to the first member's published sheet (s)"] = seconds(Date.now() - startedAt);
});

test("on the same deployment, the public origins refuse /metrics and the staff API", async () => {
  const visitor = await newVisitor();
  for (const origin of [changchun, loginSite, backOffice]) {
    const metrics = await visitor.request.get(`${origin}/metrics`);
    expect(metrics.status(), `${origin}/metrics`).toBe(404);
  }
  for (const origin of [changchun, loginSite]) {
    const staff = await visitor.request.post(`${origin}${STAFF_API_PREFIX}/auth/login`, { data: { username: admin.username, password: admin.password } });
    expect(staff.status(), `${origin} staff log-in`).toBe(404);
  }
  const document = await (await visitor.request.get(`${changchun}${platformPaths.openApi}`)).text();
  expect(document).not.toContain(STAFF_API_PREFIX);
  await visitor.close();
});
