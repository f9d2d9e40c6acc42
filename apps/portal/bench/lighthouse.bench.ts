// Lighthouse (mobile, its default simulated throttling: slow 4G, 4x CPU) on Debian's Chromium:
// the median of BENCH_RUNS runs (5) for the home page, the news list, a news article, a 党建 list and
// the member center (/user/default), against the
// targets of the performance issue. Run with `pnpm bench:lighthouse` after building portal and server.
import { chromiumExecutablePath } from "@cidp/dev-chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { memberCookie } from "./member-session.ts";
import { startProduct } from "./start-product.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const targets = { score: 97, lcp: 1800, fcp: 1500 };

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  renderBlocking: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A news article's address: the first one the news list links to. */
async function newsDetailPath(portal: string): Promise<string> {
  const html = await (await fetch(`${portal}/default/news/news-list?category=news`)).text();
  const href = /href="(\/default\/news\/news-detail\?id=[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("the news list links to no article");
  return href.replaceAll("&amp;", "&");
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
    { name: "news list", path: "/default/news/news-list?category=news", cookie: null },
    { name: "news detail", path: await newsDetailPath(product.portal), cookie: null },
    { name: "党建 list", path: "/default/djyl/news-list?pageid=1&modulecode=202408150001", cookie: null },
    { name: "member center", path: "/user/default", cookie },
  ];
  // BENCH_PAGES picks some of them by name (comma-separated), e.g. `member center,home`.
  const picked = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
  console.log(`Lighthouse ${runs} runs per page, mobile (simulated slow 4G, 4x CPU), median${extraFlags.length ? ` (Chromium ${extraFlags.join(" ")})` : ""}:`);
  for (const page of pages.filter((candidate) => !picked || picked.includes(candidate.name))) {
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
