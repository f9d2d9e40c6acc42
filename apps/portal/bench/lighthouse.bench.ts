// Lighthouse (mobile, its default simulated throttling: slow 4G, 4x CPU) on Debian's Chromium:
// the median of BENCH_RUNS runs (5) for the home page, a news list and a member page, against the
// targets of the performance issue. Run with `pnpm bench:lighthouse` after building portal and server.
import { chromiumExecutablePath } from "@cidp/dev-chromium";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProduct } from "./start-product.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const targets = { score: 97, lcp: 1800, fcp: 1500 };
const member = { phone: "13800000001", password: "Demo@123456" };

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  renderBlocking: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The member's session cookies, from logging in the way a member does (the login site's form). */
async function memberCookie(portal: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: ["--no-sandbox", "--headless=new"] });
  try {
    const page = await browser.newPage();
    await page.goto(`${portal}/default/home`);
    await page.getByTestId("login-link").click();
    await page.locator("#phone").fill(member.phone);
    await page.locator("#password").fill(member.password);
    await page.getByRole("button", { name: "登录", exact: true }).click();
    await page.getByTestId("member-area").waitFor();
    const cookies = await page.context().cookies(portal);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await browser.close();
  }
}

async function measure(port: number, url: string, cookie: string | null): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    // A member page needs the session; Lighthouse's storage reset would drop cookies set in the browser.
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const blocking = audits["render-blocking-insight"] ?? audits["render-blocking-resources"];
  const items = (blocking?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    renderBlocking: items.length,
  };
}

const product = await startProduct(3430, 3431);
// LIGHTHOUSE_CHROME_FLAGS adds switches, e.g. `--run-all-compositor-stages-before-draw`: on a
// busy machine headless Chromium may hold its first frame for up to two seconds after the page
// has loaded, and Lighthouse then counts every script that arrived meanwhile as holding the paint.
const extraFlags = (process.env.LIGHTHOUSE_CHROME_FLAGS ?? "").split(" ").filter(Boolean);
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutablePath, chromeFlags: ["--headless=new", "--no-sandbox", ...extraFlags] });
try {
  const cookie = await memberCookie(product.portal);
  const pages = [
    { name: "home", path: "/default/home", cookie: null },
    { name: "news list", path: "/default/djyl/news-list?pageid=1&modulecode=202408150001", cookie: null },
    { name: "member page", path: "/user/default", cookie },
  ];
  console.log(`Lighthouse ${runs} runs per page, mobile (simulated slow 4G, 4x CPU), median${extraFlags.length ? ` (Chromium ${extraFlags.join(" ")})` : ""}:`);
  for (const page of pages) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(chrome.port, `${product.portal}${page.path}`, page.cookie));
    const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    const check = (ok: boolean) => (ok ? "ok" : "OVER");
    console.log(`  ${page.name} (${page.path})`);
    console.log(`    score ${of("score")} (target ≥ ${targets.score}) ${check(of("score") >= targets.score)}`);
    console.log(`    FCP ${of("fcp").toFixed(0)} ms (target ≤ ${targets.fcp}) ${check(of("fcp") <= targets.fcp)}`);
    console.log(`    LCP ${of("lcp").toFixed(0)} ms (target ≤ ${targets.lcp}) ${check(of("lcp") <= targets.lcp)}`);
    console.log(`    TBT ${of("tbt").toFixed(0)} ms, CLS ${of("cls").toFixed(3)}, render-blocking requests ${of("renderBlocking")}`);
  }
} finally {
  chrome.kill();
  await product.stop();
}
