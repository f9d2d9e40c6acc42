// Latency of the list and count calls as the data grows, measured from outside (HTTP on
// loopback), against the targets of the performance issue:
//   article/home                         ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 rows
//   notice list page 1, every tab        ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 notices
//   unread counts (the bell and the tabs) ≤ 5 ms, at 1e6 notices (shown at every scale)
//   every list below, first and deep pages, each filter, and the article detail: ≤ 1.5 × base
//   (the company directory, the public tenders, the supplier pool, the open inquiries, the
//   article and announcement lists), companies, tenders and sheets seeded at the same scale
//   and, from bench/rows/, the markets, the shop, the members' own lists, the operator's queues and the keyword filters
//   (every list joins here with its rows module; seed-scale fills the tables they read)
// The deep page of each list is the deepest one the 1e3 base fills with ten rows, so both ends of
// the comparison read a full page at the same offset: page 100 (the deepest any list pages to,
// paging.ts) for the articles and announcements, which the base holds a thousand of; the deepest
// full page at the base for the certified companies, public tenders and open inquiries, which are
// a share of their seeded rows. The seed step checks every scale fills these pages (deep-pages.ts).
// Run: pnpm --filter @cidp/server bench:scale [--scales 1e3,1e5,1e6] [--requests 200] [--data-dir DIR] [--only TEXT]
// Each scale gets a fresh database seeded by seed-scale; the machinery is in scale-harness.ts.
// With --data-dir (PGlite only) each scale's folder is kept in DIR and topped up, not made anew:
// seeding 1e6 rows into PGlite takes long, so it is done once (`seed:scale --scale 1e6 --data-dir
// DIR/scale-1000000` makes the same folder) and later runs measure at once.

import { companyCalls, homePaths, noticePaths, procurementCalls, tenderCalls } from "@cidp/api-client/contract";
import { seedScale } from "../src/composition/seed-scale.ts";
import { DEEP_PAGES, expectFullDeepPages } from "./deep-pages.ts";
import { keywordSearchRows } from "./rows/keywords.ts";
import { marketRows } from "./rows/markets.ts";
import { memberListRows } from "./rows/member-lists.ts";
import { operatorQueueRows } from "./rows/operator-queues.ts";
import { shopRows } from "./rows/shop.ts";
import { sitemapRows } from "./rows/sitemaps.ts";
import { runScaleBench } from "./scale-harness.ts";

/** Page `current` (ten rows) of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);

await runScaleBench({
  name: "scale",
  seed: async (db, scale, log) => {
    // No row here reads the search (bench:search measures it at 1e6 documents): its index, some
    // twelve documents a row, would take hours to build at 1e6 on PGlite.
    const report = await seedScale(db, scale, { log, searchIndex: false });
    await expectFullDeepPages(db, scale);
    return report;
  },
  rows: [
    { name: "article/home", paths: [homePaths.homeArticle], member: false, target: "flat" },
    {
      name: "notice list page 1, every tab",
      paths: ["", ...[0, 1, 2, 3].map((type) => `&noticeType=${type}`)].map((tab) => `${noticePaths.list}?current=1&size=10${tab}`),
      member: true,
      target: "flat",
    },
    {
      name: "company list page 1, filters",
      paths: pages(companyCalls.list.path, 1, [
        "",
        "&regionCode=220100",
        "&companyType=supply",
        `&category=${encodeURIComponent("市政公用工程施工总承包")}&grade=${encodeURIComponent("一级")}`,
      ]),
      member: false,
      target: "flat",
    },
    {
      name: `company list page ${DEEP_PAGES.companies} (deepest)`,
      paths: pages(companyCalls.list.path, DEEP_PAGES.companies, [""]),
      member: false,
      target: "flat",
    },
    {
      name: `public tenders page 1 / ${DEEP_PAGES.tenders}`,
      paths: [...pages(tenderCalls.openList.path, 1, [""]), ...pages(tenderCalls.openList.path, DEEP_PAGES.tenders, [""])],
      member: false,
      target: "flat",
    },
    {
      name: "supplier pool page 1, filters",
      paths: pages(procurementCalls.supplierPool.path, 1, ["", "&certifiedOnly=true", `&industry=${encodeURIComponent("建材贸易")}`]),
      member: true,
      target: "flat",
    },
    {
      name: `open inquiries page 1 / ${DEEP_PAGES.inquiries}`,
      paths: [
        ...pages(procurementCalls.openList.path, 1, ["", `&category=${encodeURIComponent("劳务")}`]),
        ...pages(procurementCalls.openList.path, DEEP_PAGES.inquiries, [""]),
      ],
      member: false,
      target: "flat",
    },
    // An article in the middle of its channel (ids are spread over three years by hash).
    { name: "article detail", paths: [`${homePaths.articleDetail}?id=500`], member: false, target: "flat" },
    {
      name: `article / announcement page ${DEEP_PAGES.articles}`,
      paths: [`${homePaths.articlePage}?current=${DEEP_PAGES.articles}&size=10`, `${noticePaths.centerNoticeList}?current=${DEEP_PAGES.articles}&size=10`],
      member: false,
      target: "flat",
    },
    // The issue sets this bar at 1e6 rows; at smaller scales it is shown, not judged.
    { name: "unread counts (bell + tabs)", paths: [noticePaths.noReadCount, noticePaths.tabNoReadCount], member: true, target: { ms: 5, from: 1e6 } },
    ...[...marketRows, ...shopRows, ...memberListRows, ...operatorQueueRows, ...sitemapRows, ...keywordSearchRows],
  ],
});
