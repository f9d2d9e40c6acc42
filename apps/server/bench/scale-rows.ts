// The rows of the scale bench (data-scale.bench.ts): every list and search call of the contract,
// first and deep pages, under each filter alone and as the pages combine them
// (scale-bench-coverage.test.ts fails for a list call that is neither here nor excused there).

import { companyCalls, homePaths, noticePaths, procurementCalls, tenderCalls } from "@cidp/api-client/contract";
import { DEEP_PAGES } from "./deep-pages.ts";
import { businessListRows } from "./rows/business-lists.ts";
import { keywordSearchRows } from "./rows/keywords.ts";
import { legalRows } from "./rows/legal.ts";
import { marketRows } from "./rows/markets.ts";
import { memberListRows } from "./rows/member-lists.ts";
import { operatorListRows } from "./rows/operator-lists.ts";
import { operatorQueueRows } from "./rows/operator-queues.ts";
import { reportRows } from "./rows/reports.ts";
import { shopRows } from "./rows/shop.ts";
import { sitemapRows } from "./rows/sitemaps.ts";
import type { BenchRow } from "./scale-harness.ts";

/** Page `current` (ten rows) of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);

/** Every row of the scale bench. */
export const scaleRows: BenchRow[] = [
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
  ...[
    ...marketRows,
    ...legalRows,
    ...shopRows,
    ...memberListRows,
    ...businessListRows,
    ...operatorQueueRows,
    ...operatorListRows,
    ...reportRows,
    ...keywordSearchRows,
    ...sitemapRows,
  ],
];
