import { clientCall } from "@cidp/api-client";
import { type CallResult, projectCalls } from "@cidp/api-client/contract";
import { JILIN_CITIES, parseWanYuan, QUALIFICATION_CATEGORIES } from "@cidp/domain";
import { recordOfIdOrNotFound } from "../../lib/not-found.server.ts";
import { listPage } from "../../lib/page-number.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { projectTexts } from "./projects-texts.ts";

export type ProjectDetail = CallResult<typeof projectCalls.publicDetail>["data"];

/** The list's filters as the address carries them; anything unknown is dropped, not refused. */
export function projectFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const regionCode = JILIN_CITIES.some((c) => c.code === get("regionCode")) ? get("regionCode") : "";
  const category = (QUALIFICATION_CATEGORIES as readonly string[]).includes(get("category")) ? get("category") : "";
  const keyword = get("keyword").trim().slice(0, 30);
  return { regionCode, category, keyword, current: listPage(get("current")) };
}

type ProjectFilters = ReturnType<typeof projectFilters>;

/** A page of public project needs. */
export async function loadProjects(context: RequestContext, filters: ProjectFilters, size: number) {
  const { regionCode, category, keyword, current } = filters;
  const query = {
    current,
    size,
    ...(regionCode ? { regionCode: regionCode as (typeof JILIN_CITIES)[number]["code"] } : {}),
    ...(category ? { category: category as (typeof QUALIFICATION_CATEGORIES)[number] } : {}),
    ...(keyword ? { keyword } : {}),
  };
  return (await clientCall(projectCalls.publicList)(portalRequest(context).visitor, query, { silent: true })).data;
}

/** One public project need by `?id=`; an unknown one answers the 404 page. */
export async function loadProject(context: RequestContext, url: URL): Promise<ProjectDetail> {
  return recordOfIdOrNotFound(url, projectTexts.detailMissing, (id) =>
    clientCall(projectCalls.publicDetail)(portalRequest(context).visitor, { id }, { silent: true }),
  );
}

/** 万元 typed in a form, read by the domain's `parseWanYuan`, as fen; null unless a positive amount under a billion 万元. */
export function wanToFen(value: string): number | null {
  const fen = parseWanYuan(value);
  return fen !== null && fen > 0 && fen < 1e15 ? fen : null;
}
