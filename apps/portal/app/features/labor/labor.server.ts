import { clientCall } from "@cidp/api-client";
import { type CallResult, laborCalls } from "@cidp/api-client/contract";
import { JILIN_CITIES, LABOR_TRADES, type LaborTrade, parseYuan } from "@cidp/domain";
import { recordOfIdOrNotFound } from "../../lib/not-found.server.ts";
import { listPage } from "../../lib/page-number.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { siblingLink, siblingOrigins } from "../../lib/session/sibling-handoff.server.ts";
import { laborTexts } from "./labor-texts.ts";

export type LaborListing = CallResult<typeof laborCalls.publicList>["data"]["records"][number];

/** The list's filters as the address carries them; anything unknown is dropped. */
export function laborFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const kind: "team" | "demand" | "" = get("kind") === "team" || get("kind") === "demand" ? (get("kind") as "team" | "demand") : "";
  const trade: LaborTrade | "" = LABOR_TRADES.find((t) => t === get("trade")) ?? "";
  const regionCode = JILIN_CITIES.some((c) => c.code === get("regionCode")) ? get("regionCode") : "";
  return { kind, trade, regionCode, current: listPage(get("current")) };
}

type LaborFilters = ReturnType<typeof laborFilters>;

export async function loadLabor(context: RequestContext, filters: LaborFilters, size: number) {
  const { kind, trade, regionCode, current } = filters;
  const query = { current, size, ...(kind ? { kind } : {}), ...(trade ? { trade } : {}), ...(regionCode ? { regionCode } : {}) };
  return (await clientCall(laborCalls.publicList)(portalRequest(context).visitor, query, { silent: true })).data;
}

/** One published entry by `?id=`; an unknown or withdrawn one answers the 404 page. */
export async function loadLaborEntry(context: RequestContext, url: URL): Promise<LaborListing> {
  return recordOfIdOrNotFound(url, laborTexts.detailMissing, (id) =>
    clientCall(laborCalls.publicDetail)(portalRequest(context).visitor, { id }, { silent: true }),
  );
}

const laborSiteOrigin = () => siblingOrigins().find((o) => new URL(o).hostname.startsWith("labor."));

/**
 * The labor sibling site (实名制考勤, 工资代发) through the one-time hand-off: a member arrives logged
 * in; without a labor site on the allowlist the link stays on this portal's list.
 */
export function laborSiteLink(): string {
  const origin = laborSiteOrigin();
  return origin ? siblingLink(`${origin}/`, "/default/labor/list") : "/default/labor/list";
}

/**
 * The same entry on the labor sibling site (its roster and attendance live there), through the
 * hand-off; null when no labor site is on the allowlist (the page then offers none).
 */
export function laborSiteDeepLink(id: number): string | null {
  const origin = laborSiteOrigin();
  if (!origin) return null;
  const link = siblingLink(`${origin}/labor/detail?id=${id}`, "");
  return link === "" ? null : link;
}

/** 元 typed in a form, read by the domain's `parseYuan`, as fen; null unless a positive amount under a million 元. */
export function yuanToFen(value: FormDataEntryValue | null): number | null {
  const fen = typeof value === "string" ? parseYuan(value) : null;
  return fen !== null && fen > 0 && fen < 100_000_000 ? fen : null;
}
