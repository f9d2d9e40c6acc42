import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, type CompanyProfile, companyCalls, procurementCalls } from "@cidp/api-client/contract";
import { idOrNotFound, ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type BuyerSheet = CallResult<typeof procurementCalls.buyerDetail>["data"];
export type SupplierSheet = CallResult<typeof procurementCalls.supplierDetail>["data"];

const SHEET_MISSING = "询价单不存在";

/** `?id=` as a sheet id, or a 404 page. */
export function sheetIdOf(request: Request): number {
  return idOrNotFound(new URL(request.url), SHEET_MISSING);
}

/** A read of a sheet; another business's (403) reads as missing too. */
const sheetOrNotFound = <T>(load: () => Promise<T>) => ownRecordOrNotFound(SHEET_MISSING, load);

/** The buyer's own sheet `?id=` (another business's answers the 404 page). */
export function loadBuyerSheet(request: Request, context: RequestContext): Promise<BuyerSheet> {
  const client = memberClientOrLogin(context);
  const id = sheetIdOf(request);
  return sheetOrNotFound(async () => (await clientCall(procurementCalls.buyerDetail)(client, { id }, { silent: true })).data);
}

/** A sheet `?id=` as the supplier business sees it. */
export function loadSupplierSheet(request: Request, context: RequestContext): Promise<SupplierSheet> {
  const client = memberClientOrLogin(context);
  const id = sheetIdOf(request);
  return sheetOrNotFound(async () => (await clientCall(procurementCalls.supplierDetail)(client, { id }, { silent: true })).data);
}

/** `yyyy-MM-dd HH:mm:ss` → the datetime picker's `yyyy-MM-ddTHH:mm`. */
export const pickerTime = (time: string) => time.slice(0, 16).replace(" ", "T");

/** A company's public profile, or null when it has none (the page still shows the history). */
export async function loadCompanyProfile(context: RequestContext, id: number): Promise<CompanyProfile | null> {
  try {
    return (await clientCall(companyCalls.profile)(memberClientOrLogin(context), { id }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return null;
    throw error;
  }
}

/** The supplier `?id=` as the buyer sees it: its history with the buyer's sheets. */
export function loadSupplierHistory(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const id = sheetIdOf(request);
  return sheetOrNotFound(async () => (await clientCall(procurementCalls.supplierHistory)(client, { id }, { silent: true })).data);
}

/** The buyer of the sheet `?id=` as a supplier on it sees them. */
export function loadBuyerOfSheet(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const id = sheetIdOf(request);
  return sheetOrNotFound(async () => (await clientCall(procurementCalls.buyerOfSheet)(client, { id }, { silent: true })).data);
}
