import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { platformPaths, STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { journeyLaunchOptions } from "@cidp/dev-chromium";
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from "@playwright/test";
import { passLoginSiteCaptcha } from "../e2e/support/captcha.ts";
import { payWeChatQrCode } from "../e2e/support/fake-payments.ts";
import { fillFields } from "../e2e/support/forms.ts";
import { codeOf } from "../e2e/support/operator.ts";
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
