import { clientCall } from "@cidp/api-client";
import { companyCalls } from "@cidp/api-client/contract";
import { JILIN_CITIES, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "@cidp/domain";
import { listPage } from "../../lib/page-number.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

/** The directory's filters as the address carries them; anything unknown is dropped, not refused. */
export function directoryFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const regionCode = JILIN_CITIES.some((c) => c.code === get("regionCode")) ? get("regionCode") : "";
  const side = get("companyType");
  const companyType: "require" | "supply" | "" = side === "require" || side === "supply" ? side : "";
  const category = (QUALIFICATION_CATEGORIES as readonly string[]).includes(get("category")) ? get("category") : "";
  const grade = (QUALIFICATION_GRADES as readonly string[]).includes(get("grade")) ? get("grade") : "";
  return { regionCode, companyType, category, grade, current: listPage(get("current")) };
}

type DirectoryFilters = ReturnType<typeof directoryFilters>;

/** A page of certified companies for the filters. */
export async function loadDirectory(context: RequestContext, filters: DirectoryFilters, size: number) {
  const { regionCode, companyType, category, grade, current } = filters;
  const query = {
    current,
    size,
    ...(regionCode ? { regionCode } : {}),
    ...(companyType ? { companyType } : {}),
    ...(category ? { category } : {}),
    ...(grade ? { grade } : {}),
  };
  return (await clientCall(companyCalls.list)(portalRequest(context).visitor, query, { silent: true })).data;
}
