import { MEMBER_CENTER_MENU_PAGES } from "@cidp/domain";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// Every member page on a phone (issue 65): each page of the member center's menu, for a builder
// (吉林宏远) and a supplier (长春鼎盛), and one page of every kind their lists link to, at 390 px:
// nothing wider than the screen, so nothing scrolls sideways (tables turn into cards, forms into
// one column). The builder's pages are read as its administrator 张建国, who sees every action.

const phone = { width: 390, height: 844 };

/** What sticks out of the screen: the page's own width, and the elements whose box ends past its right edge. */
function overflowOf(page: Page): Promise<{ width: number; wide: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ""} (${Math.round(element.getBoundingClientRect().right)} px)`;
    };
    // The outermost offenders only: inside one, every child sticks out too.
    const wide = [...document.querySelectorAll("main *")].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= viewport + 1) return false;
      const parent = element.parentElement;
      return !parent || parent.getBoundingClientRect().right <= viewport + 1;
    });
    return { width: document.documentElement.scrollWidth, wide: wide.slice(0, 5).map(describe) };
  });
}

/** Visits the pages, then one page of every kind they link to; answers what did not fit. */
async function walkAtPhoneWidth(page: Page, paths: readonly string[], seenKinds: Set<string>): Promise<string[]> {
  const misfits: string[] = [];
  const details: string[] = [];
  const check = async (url: string) => {
    await page.goto(`${portal}${url}`);
    await expect(page.getByTestId("member-center-menu-toggle")).toBeVisible();
    const { width, wide } = await overflowOf(page);
    if (width > phone.width || wide.length > 0) misfits.push(`${url}: ${width} px wide; ${wide.join(", ")}`);
  };
  for (const path of paths) {
    await check(path);
    for (const href of await page
      .locator("main a[href^='/user/']:not([download])")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      const kind = href.split("?")[0] ?? href;
      // Files (the privacy export, downloads) are not pages.
      if (seenKinds.has(kind) || !href.includes("?") || kind.endsWith("/export")) continue;
      seenKinds.add(kind);
      details.push(href);
    }
  }
  for (const url of details) await check(url);
  return misfits;
}

test.describe("at 390 px", () => {
  test.use({ viewport: phone });

  test("every member page, a builder's and a supplier's, fits the phone's width", async ({ page, browser }) => {
    test.setTimeout(300_000);
    await logIn(page);
    const menuPages = MEMBER_CENTER_MENU_PAGES.map((path) => `/${path}`);
    const seenKinds = new Set(menuPages);
    await page.goto(`${portal}/user/default`);
    // 张建国 starts acting for 吉林宏远, his first business.
    await expect(page.getByTestId("company-selector")).toContainText("吉林宏远建设工程有限公司");
    const misfits = await walkAtPhoneWidth(page, menuPages, seenKinds);
    // The supplier's side as 长春鼎盛's 报价员 朱明辉, whose only business it is.
    const supplier = await (await browser.newContext({ viewport: phone })).newPage();
    await logIn(supplier, { phone: "13900000201", password: demoMembers.zhang.password });
    const supplierPages = ["/user/my-quotation/default", "/user/my-bid/default", "/user/my-products/proPublish", "/user/equipment/create-out"];
    misfits.push(...(await walkAtPhoneWidth(supplier, supplierPages, seenKinds)));
    expect(misfits).toEqual([]);
  });
});
