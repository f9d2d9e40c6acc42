import { contractRoutes, openApiCalls, openAppCalls, operatorCalls, searchCalls, vipContractReviewCalls } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { scaleRows } from "../../bench/scale-rows.ts";
import { listCalls } from "./list-calls.ts";

// The scale bench measures every list and search call of the contract (issue "flat at 1e6"): a
// new list joins it in the same change, or this test names it. The calls left out say why.

/** Back-office reads sized by the platform's own configuration (its staff, settings, texts), not by the data. */
const SIZED_BY_CONFIGURATION: Record<string, string> = {
  [operatorCalls.me.path]: "the signed-in operator and their permissions",
  [operatorCalls.staff.path]: "the platform's staff accounts and their sessions",
  [operatorCalls.settingsList.path]: "the platform's settings, one row each",
  [operatorCalls.legalDocuments.path]: "the platform's legal documents (a fixed set of keys)",
  [operatorCalls.siteTexts.path]: "the hot words and top texts of the site, a few dozen",
  [operatorCalls.partnerLinks.path]: "the footer's partner links",
  [operatorCalls.linkReviews.path]: "the links waiting for review on the footer, a handful",
  [operatorCalls.helpTree.path]: "the help pages of the footer",
  [operatorCalls.bannerList.path]: "the home page's banners",
  [operatorCalls.trainingSessions.path]:
    "线下培训与政策解读会: the platform's own offline sessions (a few a month, the newest 100 by vip_training_session_start_idx), each with its live registrations (at most its capacity), read by the sessions' ids",
  [operatorCalls.serviceCanned.path]: "the desk's canned replies",
  [operatorCalls.vipClients.path]:
    "企业VIP客户: the companies holding the ¥2,999 enterprise plan (a few dozen groups), at most VIP_CLIENTS_SHOWN, each found by vip_grant_business_idx, and the staff flagged as 客户经理",
};

/** Measured by another bench. */
const MEASURED_ELSEWHERE: Record<string, string> = {
  [searchCalls.search.path]: "bench:search, at 1e6 documents of the search index",
  [operatorCalls.auditCsv.path]: "the audit log's download: the same read as /api/cidp-operator/audit, which the bench measures",
  [openApiCalls.tenders.path]: "the open API's public tenders: the same read (publicTenderPage) as the public tender list, which the bench measures",
  [openApiCalls.inquirySheets.path]: "the open API's inquiry sheets: the same read (buyerSheetPage) as the buyer's sheet list, which the bench measures",
  [openApiCalls.quotations.path]: "the open API's quotations: the same read (supplierQuotationPage) as the supplier's list, which the bench measures",
  [openApiCalls.orders.path]:
    "the open API's orders: the business's orders along service_order_buyer_business_idx, newest first with a capped count (list-plans.test.ts proves the plan at scale); the bench's HTTP harness signs members in, not apps",
};

/** Reads of one record found by its unique key: their size is that record's, whatever the tables hold. */
const ONE_RECORD_BY_KEY: Record<string, string> = {
  [operatorCalls.tradeLog.path]:
    "交易日志: one inquiry sheet's or tender's log, found by its number (the unique sheet_no / tender_no indexes), then that call's own lines (the (call, event_key) index); the scale seed's numbers (XS…, ZS…) are not numbers the call accepts",
  [operatorCalls.tradeLogFile.path]: "交易日志's export: the same read as /api/cidp-operator/trade-log, written as CSV or PDF",
  [openAppCalls.calls.path]: "one app's call log, found by the app's id: at most its latest 500 calls, by the (app_id, id) index",
};

/** Lists the bench does not measure yet: each needs its tables seeded at scale and a row. */
const NOT_YET_BENCHED: Record<string, string> = {
  [vipContractReviewCalls.contractReviews.path]:
    "免费合同审查: a business's own reviews, at most its plan's allowance a period (企业VIP: 2 a year) plus withdrawn ones, read along vip_contract_review_business_idx; no scale seed yet",
  [operatorCalls.contractReviewQueue.path]:
    "合同审查's queue: a tab's page along vip_contract_review_state_idx (state, submitted_at, id) with a capped count; needs vip_contract_review seeded at scale",
};

const benched = new Set(scaleRows.flatMap((row) => row.paths.map((path) => path.split("?")[0] ?? path)));
const excused = { ...SIZED_BY_CONFIGURATION, ...MEASURED_ELSEWHERE, ...ONE_RECORD_BY_KEY, ...NOT_YET_BENCHED };

describe("the scale bench's coverage of the contract's lists", () => {
  it("measures every list and search call, or says why not", () => {
    const missing = listCalls()
      .map((call) => call.path)
      .filter((path) => !benched.has(path) && !(path in excused));
    expect(missing, "add a row to bench/scale-rows.ts (and seed its tables at scale)").toEqual([]);
  });

  it("excuses only list calls of the contract that the bench does not measure", () => {
    const lists = new Set(listCalls().map((call) => call.path));
    expect(Object.keys(excused).filter((path) => !lists.has(path) || benched.has(path))).toEqual([]);
  });

  it("names only calls of the contract in its rows", () => {
    const declared = new Set(contractRoutes.filter((call) => call.method === "GET").map((call) => call.path));
    expect([...benched].filter((path) => !declared.has(path))).toEqual([]);
  });
});
