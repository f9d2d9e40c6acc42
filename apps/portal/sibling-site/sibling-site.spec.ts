import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { platformPaths } from "@cidp/api-client/contract";
import { expect, type Page, test } from "@playwright/test";
import { demoMembers } from "../e2e/support/log-in.ts";
import { portalDir, startPortal, startServer, stopProcess } from "../e2e/support/product-process.ts";

// A sibling site on its own origin (examples/sibling-site, installed from the packed tarballs, not
// the workspace) signs a member in through the platform's login site and its hand-off, uploads
// through @cidp/upload and chats through @cidp/chat: on a React page and on a page without React.

const base = Number(process.env.SIBLING_SITE_PORT ?? 3500);
const serverPort = base + 1;
const sitePort = base + 5;
const site = `http://127.0.0.1:${sitePort}`;
const portal = `http://localhost:${base}`;
const exampleDir = path.resolve(portalDir, "../../examples/sibling-site");

let dataDir = "";
let server: ChildProcess | null = null;
let preview: ChildProcess | null = null;
let portalProcess: ChildProcess | null = null;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "cidp-sibling-"));
  server = await startServer({
    dataDir,
    serverPort,
    portalPort: base,
    objectStorePort: base + 2,
    env: {
      DEV_HELPERS: "1",
      // The login site returns to the portal and to the sibling site, whose pages may open the chat socket.
      ALLOWED_RETURN_ORIGINS: [portal, `http://127.0.0.1:${base}`, site].join(","),
      CHAT_ALLOWED_ORIGINS: site,
    },
  });
  // The portal hands its signed-in members over to the sibling site (/session/handoff).
  portalProcess = await startPortal(base, serverPort, { SIBLING_SITE_ORIGINS: site, LOG_FILE: path.join(dataDir, "portal.log") });
  preview = spawn(process.execPath, ["node_modules/vite/bin/vite.js", "preview", "--host", "127.0.0.1", "--port", String(sitePort), "--strictPort"], {
    cwd: exampleDir,
    env: { ...process.env, API_ORIGIN: `http://127.0.0.1:${serverPort}` },
    // Quiet: its proxy logs each chat socket a closed page leaves (EPIPE); the journey's checks say what failed.
    stdio: "ignore",
  });
  for (let tries = 0; ; tries++) {
    if ((await fetch(site).catch(() => null))?.ok) break;
    if (tries > 100) throw new Error(`the example's preview did not answer on ${site} (run examples/sibling-site/prepare.sh first)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

test.afterAll(async () => {
  await stopProcess(preview);
  await stopProcess(portalProcess);
  await stopProcess(server);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Signs a member in at the login site, which hands the browser over to the sibling site's /login-back with the token. */
async function arrive(page: Page, member: { phone: string; password: string }, target: string): Promise<string> {
  const answer = await page.request.post(`http://127.0.0.1:${serverPort}${platformPaths.devLogIn}`, {
    form: { phone: member.phone, password: member.password, redirect: `${site}/login-back?target=${encodeURIComponent(target)}` },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  const handOff = new URL(answer.headers().location ?? "");
  expect(handOff.origin).toBe(site);
  expect(handOff.searchParams.get("token")).toBeTruthy();
  await page.goto(handOff.href);
  // The page keeps the token for the tab and leaves it out of the address.
  await expect(page).toHaveURL(`${site}${target}`);
  await expect(page.getByTestId("me")).not.toBeEmpty();
  return (await page.getByTestId("me").textContent()) ?? "";
}

test("the React page uploads a file straight to the store through @cidp/upload/react", async ({ page }) => {
  await arrive(page, demoMembers.zhang, "/");
  await page.getByTestId("file").setInputFiles({ name: "报价单.txt", mimeType: "text/plain", buffer: Buffer.from("钢材报价 2026-12\n".repeat(200)) });
  const row = page.getByTestId("upload").filter({ hasText: "报价单.txt" });
  await expect(row).toHaveAttribute("data-status", "success");
  await expect(row).toHaveAttribute("data-resource", /^\d+$/);
});

test("two members chat between the React page and the page without React, which uploads too", async ({ browser }) => {
  const zhang = await (await browser.newContext()).newPage();
  const li = await (await browser.newContext()).newPage();
  const zhangId = await arrive(zhang, demoMembers.zhang, "/");
  const liId = await arrive(li, demoMembers.li, "/plain.html");

  await zhang.getByTestId("peer").fill(liId);
  await zhang.getByTestId("text").fill("您好，请问螺纹钢还有货吗？");
  await zhang.getByRole("button", { name: "发送" }).click();
  await li.getByTestId("peer").fill(zhangId);
  await expect(li.getByTestId("message").filter({ hasText: "请问螺纹钢还有货吗" })).toBeVisible();

  await li.getByTestId("text").fill("有货，今天可以发。");
  await li.getByRole("button", { name: "发送" }).click();
  await expect(zhang.getByTestId("message").filter({ hasText: "有货，今天可以发。" })).toBeVisible();
  await expect(zhang.getByTestId("link")).toHaveAttribute("data-status", "open");

  await li.getByTestId("file").setInputFiles({ name: "发货单.txt", mimeType: "text/plain", buffer: Buffer.from("发货单\n".repeat(100)) });
  await expect(li.getByTestId("upload").filter({ hasText: "发货单.txt" })).toHaveAttribute("data-status", "success");
  await zhang.context().close();
  await li.context().close();
});

test("a member signed in on the portal is handed over to the sibling site, token and company, with a clean address", async ({ page }) => {
  const answer = await page.request.post(`http://127.0.0.1:${serverPort}${platformPaths.devLogIn}`, {
    form: { phone: demoMembers.li.phone, password: demoMembers.li.password, redirect: `${portal}/login-back` },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  await page.goto(answer.headers().location ?? "");
  await expect(page).toHaveURL(`${portal}/default/home`);
  // A link of the portal's own page (the hand-over refuses requests another site starts).
  const handOff = page.waitForRequest((request) => request.url().startsWith(`${site}/login-back?`));
  await page.evaluate((to) => location.assign(`/session/handoff?to=${encodeURIComponent(to)}`), `${site}/plain.html`);
  const landed = new URL((await handOff).url());
  expect(landed.searchParams.get("token")).toBeTruthy();
  expect(landed.searchParams.has("switchtocompanyid")).toBe(true);
  await expect(page).toHaveURL(`${site}/plain.html`);
  await expect(page.getByTestId("me")).not.toBeEmpty();
});
