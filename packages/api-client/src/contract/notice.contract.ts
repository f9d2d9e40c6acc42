import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";

/** Paths of the notice calls of the CMS service (spec §7). */
export const noticePaths = {
  noReadCount: "/api/rs-cms-service/new-center-notice/no-read-count",
  list: "/api/rs-cms-service/new-center-notice/list",
  /** Append `/{id}`. */
  clickRead: "/api/rs-cms-service/new-center-notice/click-read",
  allRead: "/api/rs-cms-service/new-center-notice/all-read",
  tabNoReadCount: "/api/rs-cms-service/new-center-notice/tab-no-read-count",
  /** GET: public platform announcements (payload and response not shown in spec; ours). */
  centerNoticeList: "/api/rs-cms-service/ecomm/ecomCenterNotice/list",
  /** GET ?id: one announcement. */
  centerNoticeDetail: "/api/rs-cms-service/ecomm/ecomCenterNotice/detail",
} as const;

/** The four tabs of the drawer: 0 order service, 1 service notice, 2 system notice, 3 benefits. */
export const noticeTypeSchema = z.coerce.number().int().min(0).max(3);

/** A member's notice (spec §3); isRead 0 = unread. */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  createTime: dateTimeSchema,
  isRead: z.union([z.literal(0), z.literal(1)]),
  noticeType: z.number().int().min(0).max(3),
  switchType: z.number().int(),
  jumpType: z.number().int(),
  jumpUrl: z.string(),
  optId: z.number().int(),
  pageSource: z.number().int(),
  /** The business the notice is about (null: the member's own); opening it acts for that business. */
  businessId: z.number().int().nullable(),
  businessName: z.string().nullable(),
});

/** GET new-center-notice/list query. */
export const noticeListQuerySchema = pageQuerySchema.extend({ noticeType: noticeTypeSchema.optional() });

/** GET new-center-notice/list: `data.records`. */
export const noticeListResponse = envelope(page(noticeSchema));

/** GET no-read-count: a number. */
export const noReadCountResponse = envelope(z.number().int().nonnegative());

/** GET tab-no-read-count: unread per tab. */
export const tabNoReadCountResponse = envelope(
  z.object({
    noticeType0: z.number().int().nonnegative(),
    noticeType1: z.number().int().nonnegative(),
    noticeType2: z.number().int().nonnegative(),
    noticeType3: z.number().int().nonnegative(),
  }),
);

/** GET click-read/{id} path parameters. */
export const clickReadParamsSchema = z.object({ id: idSchema });

/** GET click-read/{id} and all-read: data is how many notices changed to read. */
export const markReadResponse = envelope(z.number().int().nonnegative());

/** A platform announcement in a list. */
export const centerNoticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  publishTime: dateTimeSchema,
});

/** GET ecomCenterNotice/list query: paging and an optional title keyword. */
export const centerNoticeListQuerySchema = pageQuerySchema.extend({ title: z.string().trim().max(50).optional() });

/** GET ecomCenterNotice/list. */
export const centerNoticeListResponse = envelope(page(centerNoticeSummarySchema));

/** GET ecomCenterNotice/detail query. */
export const centerNoticeDetailQuerySchema = z.object({ id: idSchema });

/** GET ecomCenterNotice/detail: content is HTML (sanitise before rendering). */
export const centerNoticeDetailResponse = envelope(centerNoticeSummarySchema.extend({ content: z.string() }));

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const memberAccess = { auth: "member", designed: false, tag: "notice" } as const;
const publicAccess = { auth: "none", designed: false, tag: "notice" } as const;

/** The notice calls of the CMS service, declared once (spec §7 Notices). */
export const noticeCalls = {
  noReadCount: defineCall({
    ...memberAccess,
    method: "GET",
    path: noticePaths.noReadCount,
    summary: "未读消息总数",
    response: noReadCountResponse,
  }),
  list: defineCall({
    ...memberAccess,
    method: "GET",
    path: noticePaths.list,
    summary: "消息分页列表",
    query: noticeListQuerySchema,
    response: noticeListResponse,
  }),
  clickRead: defineCall({
    ...memberAccess,
    method: "GET",
    path: `${noticePaths.clickRead}/:id`,
    summary: "单条消息标为已读",
    params: clickReadParamsSchema,
    response: markReadResponse,
    errors: [404],
  }),
  detail: readCall(
    { auth: "member", designed: true, tag: "notice" },
    {
      path: "/api/rs-cms-service/new-center-notice/detail/:id",
      summary: "我的一条消息（查看即标为已读）",
      params: clickReadParamsSchema,
      data: noticeSchema,
      errors: [404],
    },
  ),
  allRead: defineCall({
    ...memberAccess,
    method: "GET",
    path: noticePaths.allRead,
    summary: "全部标为已读",
    response: markReadResponse,
  }),
  tabNoReadCount: defineCall({
    ...memberAccess,
    method: "GET",
    path: noticePaths.tabNoReadCount,
    summary: "各页签未读数",
    response: tabNoReadCountResponse,
  }),
  centerNoticeList: defineCall({
    ...publicAccess,
    method: "GET",
    path: noticePaths.centerNoticeList,
    summary: "平台公告列表",
    query: centerNoticeListQuerySchema,
    response: centerNoticeListResponse,
  }),
  centerNoticeDetail: defineCall({
    ...publicAccess,
    method: "GET",
    path: noticePaths.centerNoticeDetail,
    summary: "平台公告详情",
    query: centerNoticeDetailQuerySchema,
    response: centerNoticeDetailResponse,
    errors: [404],
  }),
} as const;
