import { type ApiClient, clientCall } from "@cidp/api-client";
import { type CallResult, vipCalls } from "@cidp/api-client/contract";
import { orNotFound, ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { priceReportTexts } from "./price-report-texts.ts";
import { vipTexts } from "./vip-texts.ts";

export type Membership = CallResult<typeof vipCalls.membership>["data"];
export type VipPlan = CallResult<typeof vipCalls.plans>["data"][number];

/** The business's membership, or null when the services cannot say (the page shows the rest). */
export function loadMembership(client: ApiClient): Promise<Membership | null> {
  return clientCall(vipCalls.membership)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

export type AccountManager = CallResult<typeof vipCalls.accountManager>["data"];

/** The enterprise VIP's 专属客户经理 (none for other plans), or null when the services cannot say. */
export function loadAccountManager(client: ApiClient): Promise<AccountManager | null> {
  return clientCall(vipCalls.accountManager)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

/** The plans on sale, or null when they cannot be loaded. */
export function loadPlans(client: ApiClient): Promise<VipPlan[] | null> {
  return clientCall(vipCalls.plans)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

export type PriceReport = CallResult<typeof vipCalls.priceReport>["data"];

/**
 * 行业价格分析报告: the business's shelf and the report asked for (`?id=`, else the newest), or
 * null when the services cannot say; no report without the benefit. A report of another cadence
 * answers the 404 page.
 */
export async function loadPriceReports(client: ApiClient, id: number | null) {
  const shelf = await clientCall(vipCalls.priceReports)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
  const chosen = id ?? shelf?.reports[0]?.id ?? null;
  if (shelf === null || shelf.cadence === "none" || chosen === null) return { shelf, report: null };
  const report = await orNotFound(
    priceReportTexts.reportNotFound,
    async () => (await clientCall(vipCalls.priceReport)(client, { id: chosen }, { silent: true })).data,
  );
  return { shelf, report };
}

/** The VIP period an order gave (`?orderNo=`); someone else's order answers the 404 page. */
export function loadOrderGrant(client: ApiClient, orderNo: string) {
  return ownRecordOrNotFound(vipTexts.orderMissing, async () => (await clientCall(vipCalls.orderGrant)(client, { orderNo }, { silent: true })).data);
}

/** One VIP entitlement of the business (`?id=`); another business's answers the 404 page. */
export function loadGrant(client: ApiClient, id: number) {
  return ownRecordOrNotFound(vipTexts.grantMissing, async () => (await clientCall(vipCalls.grant)(client, { id }, { silent: true })).data);
}
