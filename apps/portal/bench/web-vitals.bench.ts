// LCP, TBT and CLS of the home page (a visitor's and a member's) and of the member center in Chromium with CPU and network throttling through CDP
// (4x CPU slow-down, 1.6 Mbps / 150 ms RTT), compared with the targets of the portal issue.
import { chromiumLaunchOptions } from "@cidp/dev-chromium";
import { chromium } from "@playwright/test";
import { memberCookie } from "./member-session.ts";
import { startProduct } from "./start-product.ts";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const targets = { lcp: 1800, tbt: 150, cls: 0.02 };

const collector = `
  window.__vitals = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.tbt += Math.max(0, e.duration - 50); }).observe({ type: "longtask", buffered: true });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const product = await startProduct(3410, 3411);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const cookie = await memberCookie(product.portal);
  const memberCookies = cookie.split("; ").map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("="), url: product.portal };
  });
  const pages = [
    { name: "Home page", path: "/default/home", member: false },
    { name: "Member home", path: "/default/home", member: true },
    { name: "Member center", path: "/user/default", member: true },
  ];
  for (const target of pages) {
    const samples: { lcp: number; tbt: number; cls: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
      if (target.member) await context.addCookies(memberCookies);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(collector);
      await page.goto(`${product.portal}${target.path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(1000);
      samples.push(await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; tbt: number; cls: number } }).__vitals));
      await context.close();
    }
    const lcp = median(samples.map((s) => s.lcp));
    const tbt = median(samples.map((s) => s.tbt));
    const cls = median(samples.map((s) => s.cls));
    console.log(`${target.name} (${target.path}), ${runs} runs, 4x CPU throttling, 1.6 Mbps / 150 ms RTT (median):`);
    console.log(`  LCP ${lcp.toFixed(0)} ms (target ≤ ${targets.lcp}) ${lcp <= targets.lcp ? "ok" : "OVER"}`);
    console.log(`  TBT ${tbt.toFixed(0)} ms (target ≤ ${targets.tbt}) ${tbt <= targets.tbt ? "ok" : "OVER"}`);
    console.log(`  CLS ${cls.toFixed(3)} (target ≤ ${targets.cls}) ${cls <= targets.cls ? "ok" : "OVER"}`);
  }
} finally {
  await browser.close();
  await product.stop();
}
