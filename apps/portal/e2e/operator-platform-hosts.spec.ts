import { operatorDesk } from "./support/operator.ts";
import { portalPort, serverPort } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 平台设置 「域名」: an administrator gives the CHANGCHUN platform a host of its own; the portal,
// asked on that host, shows CHANGCHUN's branding with the 备案号 set beside it in its footer. A host
// another platform has is refused with that platform's name. (Chromium resolves every *.localhost
// name to this machine, so the new host needs no DNS.)

const newHost = "jz.changchun.localhost";
const onNewHost = `http://${newHost}:${portalPort}`;

// A fresh address each time asks the portal, whose caches the save emptied at once.
let visit = 0;
const titleOnNewHost = async (page: Page, title: string) =>
  expect(async () => {
    await page.goto(`${onNewHost}/default/home?visit=${++visit}`);
    await expect(page.getByTestId("base-title")).toHaveText(title, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });

test.setTimeout(60_000);

test("a host given to CHANGCHUN in 平台设置 serves CHANGCHUN's portal with its 备案号; another platform cannot take it", async ({ page, browser }) => {
  // Before: nobody answers to the host, so it gets the generic platform (UNKNOWN_HOST=default).
  await titleOnNewHost(page, "建筑产业互联网平台");

  const desk = await operatorDesk(browser, `http://localhost:${serverPort}`);
  await desk.getByRole("link", { name: "平台设置" }).click();
  await desk.getByRole("row").filter({ hasText: "CHANGCHUN" }).getByRole("link").click();
  await expect(desk.getByRole("heading", { name: "平台设置：长春建筑产业互联网平台", level: 1 })).toBeVisible();
  await desk.getByLabel("域名").fill(`127.0.0.1\n${newHost.toUpperCase()}`);
  await desk.getByLabel("ICP备案号").fill("吉ICP备2024000002号-1");
  await desk.getByLabel("主办单位").fill("长春市住房和城乡建设局");
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("status")).toHaveText("已保存，立即生效");
  await expect(desk.getByRole("table", { name: "历史版本，新的在前" }).getByRole("row").nth(1)).toContainText(`127.0.0.1、${newHost}`);

  await titleOnNewHost(page, "长春建筑产业互联网平台");
  const icp = page.getByTestId("footer-icp");
  await expect(icp).toHaveText("吉ICP备2024000002号-1");
  await expect(icp).toHaveAttribute("href", "https://beian.miit.gov.cn/");
  await expect(page.getByTestId("footer-operator")).toContainText("主办单位：长春市住房和城乡建设局");

  // The generic platform cannot claim the same host: refused, naming CHANGCHUN.
  await desk.getByRole("link", { name: "返回平台设置" }).click();
  await desk.getByRole("row").filter({ hasText: "CIDP" }).getByRole("link").click();
  await desk.getByLabel("域名").fill(`localhost\n${newHost}`);
  await desk.getByRole("button", { name: "保存" }).click();
  await expect(desk.getByRole("alert").first()).toContainText(`域名“${newHost}”已属于平台“长春建筑产业互联网平台（CHANGCHUN）”`);
  await desk.context().close();
});
