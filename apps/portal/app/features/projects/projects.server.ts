import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, projectCalls } from "@cidp/api-client/contract";
import { JILIN_CITIES, QUALIFICATION_CATEGORIES } from "@cidp/domain";
import { data } from "react-router";
import { serverApiClient } from "../../lib/api-origin.server.ts";
import { projectTexts } from "./projects-texts.ts";

export type ProjectDetail = CallResult<typeof projectCalls.publicDetail>["data"];

/** The list's filters as the address carries them; anything unknown is dropped, not refused. */
export function projectFilters(url: URL) {
  const get = (name: string) => url.searchParams.get(name) ?? "";
  const regionCode = JILIN_CITIES.some((c) => c.code === get("regionCode")) ? get("regionCode") : "";
  const category = (QUALIFICATION_CATEGORIES as readonly string[]).includes(get("category")) ? get("category") : "";
  const keyword = get("keyword").trim().slice(0, 30);
  const page = Number.parseInt(get("current") || "1", 10);
  return { regionCode, category, keyword, current: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export type ProjectFilters = ReturnType<typeof projectFilters>;

/** A page of public project needs. */
export async function loadProjects(filters: ProjectFilters, size: number) {
  const { regionCode, category, keyword, current } = filters;
  const query = {
    current,
    size,
    ...(regionCode ? { regionCode: regionCode as (typeof JILIN_CITIES)[number]["code"] } : {}),
    ...(category ? { category: category as (typeof QUALIFICATION_CATEGORIES)[number] } : {}),
    ...(keyword ? { keyword } : {}),
  };
  return (await clientCall(projectCalls.publicList)(serverApiClient(), query, { silent: true })).data;
}

/** One public project need by `?id=`; an unknown one answers the 404 page. */
export async function loadProject(url: URL): Promise<ProjectDetail> {
  const id = Number(url.searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(projectTexts.detailMissing, { status: 404 });
  try {
    return (await clientCall(projectCalls.publicDetail)(serverApiClient(), { id }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.code)) throw data(projectTexts.detailMissing, { status: 404 });
    throw error;
  }
}

/** 万元 typed in a form as integer fen; null when it is not a positive amount with at most 4 decimals. */
export function wanToFen(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? "").trim();
  if (!/^\d{1,9}(\.\d{1,4})?$/.test(text)) return null;
  const [whole = "0", part = ""] = text.split(".");
  const fen = Number(whole) * 1_000_000 + Number(part.padEnd(4, "0")) * 100;
  return fen > 0 ? fen : null;
}
