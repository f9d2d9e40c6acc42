import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  type centerNoticeDetailQuerySchema,
  centerNoticeDetailResponse,
  type centerNoticeListQuerySchema,
  centerNoticeListResponse,
  markReadResponse,
  noReadCountResponse,
  type noticeListQuerySchema,
  noticeListResponse,
  noticePaths,
  tabNoReadCountResponse,
} from "./contract/notice.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** GET the member's unread notice count (a number). */
export function getNoReadCount(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.noReadCount, ...options }, noReadCountResponse);
}

/** GET a page of notices (`data.records`), optionally of one tab. */
export function getNoticeList(client: ApiClient, query: z.input<typeof noticeListQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.list, params: query, ...options }, noticeListResponse);
}

/** GET: marks one notice read. */
export function clickReadNotice(client: ApiClient, params: { id: number }, options?: CallOptions) {
  return client.request({ method: "GET", url: `${noticePaths.clickRead}/${encodeURIComponent(String(params.id))}`, ...options }, markReadResponse);
}

/** GET: marks every notice read. */
export function allReadNotice(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.allRead, ...options }, markReadResponse);
}

/** GET unread counts per tab (noticeType0 to noticeType3). */
export function getTabNoReadCount(client: ApiClient, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.tabNoReadCount, ...options }, tabNoReadCountResponse);
}

/** GET a page of public platform announcements. */
export function getCenterNoticeList(client: ApiClient, query: z.input<typeof centerNoticeListQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.centerNoticeList, params: query, ...options }, centerNoticeListResponse);
}

/** GET one platform announcement; its content is HTML to sanitise before rendering. */
export function getCenterNoticeDetail(client: ApiClient, query: z.input<typeof centerNoticeDetailQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: noticePaths.centerNoticeDetail, params: query, ...options }, centerNoticeDetailResponse);
}
