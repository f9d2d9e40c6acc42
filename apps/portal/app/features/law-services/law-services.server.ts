import { clientCall } from "@cidp/api-client";
import { type CallResult, homeCalls, legalServiceCalls, lessonCalls } from "@cidp/api-client/contract";
import { JILIN_CITIES, LAWYER_SPECIALTIES, SERVICE_NEED_CATEGORIES, SERVICE_NEED_STATUS_LABELS, type ServiceNeedStatus } from "@cidp/domain";
import { orNotFound } from "../../lib/not-found.server.ts";
import { listPage } from "../../lib/page-number.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { lawTexts } from "./law-services-texts.ts";

export type Overview = CallResult<typeof legalServiceCalls.overview>["data"];
export type LawyerSummary = CallResult<typeof legalServiceCalls.lawyerList>["data"]["records"][number];
export type LawyerProfile = CallResult<typeof legalServiceCalls.lawyerDetail>["data"];
export type NeedSummary = CallResult<typeof legalServiceCalls.needList>["data"]["records"][number];
export type ServicePackage = CallResult<typeof homeCalls.servicePackageList>["data"][number];

/** A call's answer, or null when the services cannot say (the page then says so instead of failing). */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch {
    return null;
  }
}

/** The counts and latest entries of the area. */
export function loadOverview(context: RequestContext): Promise<Overview | null> {
  return orNull(async () => (await clientCall(legalServiceCalls.overview)(portalRequest(context).visitor, { silent: true })).data);
}

/** The legal packages on sale (the existing package calls). */
export function loadPackages(context: RequestContext): Promise<ServicePackage[] | null> {
  return orNull(async () => (await clientCall(homeCalls.servicePackageList)(portalRequest(context).visitor, { silent: true })).data);
}

/** The law lessons' count and the first few of the catalogue (the lessons' own list call). */
export function loadLessons(context: RequestContext, size: number) {
  return orNull(async () => {
    const { total, records } = (await clientCall(lessonCalls.list)(portalRequest(context).visitor, { current: 1, size }, { silent: true })).data;
    return { total, latest: records.map((r) => ({ id: r.id, title: r.title })) };
  });
}

const pageOf = (url: URL) => listPage(url.searchParams.get("current"));

/** The lawyer list's filters as the address carries them; anything unknown is dropped, not refused. */
export function lawyerFilters(url: URL) {
  const specialty = url.searchParams.get("specialty") ?? "";
  const regionCode = url.searchParams.get("regionCode") ?? "";
  // The law firm (its business id): where a search hit for a 律所 leads.
  const company = Number(url.searchParams.get("company"));
  return {
    specialty: (LAWYER_SPECIALTIES as readonly string[]).includes(specialty) ? specialty : "",
    regionCode: JILIN_CITIES.some((c) => c.code === regionCode) ? regionCode : "",
    company: Number.isSafeInteger(company) && company > 0 ? company : 0,
    current: pageOf(url),
  };
}
export type LawyerFilters = ReturnType<typeof lawyerFilters>;

/** A page of lawyers for the filters. */
export async function loadLawyers(context: RequestContext, filters: LawyerFilters, size: number) {
  const { specialty, regionCode, company, current } = filters;
  const query = { current, size, ...(specialty ? { specialty } : {}), ...(regionCode ? { regionCode } : {}), ...(company ? { firm: company } : {}) };
  return (await clientCall(legalServiceCalls.lawyerList)(portalRequest(context).visitor, query, { silent: true })).data;
}

/** One lawyer's profile; an unknown one answers the 404 page. */
export async function loadLawyer(context: RequestContext, id: number): Promise<LawyerProfile> {
  return orNotFound(
    lawTexts.lawyerMissing,
    async () => (await clientCall(legalServiceCalls.lawyerDetail)(portalRequest(context).visitor, { id }, { silent: true })).data,
  );
}

/** The case list's filters from the address. */
export function caseFilters(url: URL) {
  const category = url.searchParams.get("category") ?? "";
  const status = url.searchParams.get("status") ?? "";
  return {
    category: (SERVICE_NEED_CATEGORIES as readonly string[]).includes(category) ? category : "",
    status: status in SERVICE_NEED_STATUS_LABELS ? (status as ServiceNeedStatus) : ("" as const),
    current: pageOf(url),
  };
}
export type CaseFilters = ReturnType<typeof caseFilters>;

/** A page of approved needs for the filters. */
export async function loadCases(context: RequestContext, filters: CaseFilters, size: number) {
  const { category, status, current } = filters;
  const query = { current, size, ...(category ? { category } : {}), ...(status ? { status } : {}) };
  return (await clientCall(legalServiceCalls.needList)(portalRequest(context).visitor, query, { silent: true })).data;
}
