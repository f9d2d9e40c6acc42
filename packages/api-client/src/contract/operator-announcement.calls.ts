import { z } from "zod";
import { clockTimeSchema } from "./call-for-offers.ts";
import { changeCall } from "./call-kinds.ts";
import { staffAccess, staffRead, staffRecord, staffStep } from "./staff-access.ts";

// 站内公告: an announcement to every member, written in the back office (apps/operator
// `/announcements`), approved by a second person in the review queue (kind `announcement`), and
// delivered as one 系统通知 per member by the job runner, at once or at its send time. Staff calls
// like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/announcements";

/** The most characters an announcement's text may hold. */
export const ANNOUNCEMENT_CONTENT_MAX = 2_000;

/** The states of an announcement, with their names. */
export const ANNOUNCEMENT_STATES = {
  draft: "草稿",
  pending: "待审核",
  scheduled: "待发送",
  sending: "发送中",
  sent: "已发送",
  rejected: "已驳回",
} as const;
export type AnnouncementState = keyof typeof ANNOUNCEMENT_STATES;
const stateSchema = z.enum(Object.keys(ANNOUNCEMENT_STATES) as [AnnouncementState, ...AnnouncementState[]]);

/**
 * What an editor writes: a title, a plain text (shown as the notice's text), an optional page of the
 * portal the notice opens, and an optional send time (China time, to the minute; empty: on approval).
 */
export const announcementFieldsSchema = z.object({
  title: z.string({ error: "请输入标题" }).trim().min(1, "请输入标题").max(50, "标题不能超过50个字"),
  content: z
    .string({ error: "请输入公告内容" })
    .trim()
    .min(1, "请输入公告内容")
    .max(ANNOUNCEMENT_CONTENT_MAX, `公告内容不能超过${ANNOUNCEMENT_CONTENT_MAX}个字`),
  link: z
    .string()
    .trim()
    .max(200, "链接地址不能超过200个字符")
    .refine((url) => url === "" || /^\/(?![/\\])\S*$/.test(url), "链接地址应为门户内的页面，以 / 开头，如 /default/news")
    .default(""),
  sendAt: z.union([z.literal(""), clockTimeSchema("发送时间格式应为 年-月-日 时:分")]).default(""),
});
export type AnnouncementFields = z.output<typeof announcementFieldsSchema>;

/** What the services refuse of an announcement's fields, each on its field (the back office matches the message to show it there). */
export const ANNOUNCEMENT_REFUSALS = {
  sendAt: "发送时间应晚于现在",
} as const;

const rowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: stateSchema,
  stateLabel: z.string(),
  author: z.string(),
  updateTime: z.string(),
  /** The send time set (定时发送), or when sending began; "" when neither. */
  sendTime: z.string(),
  /** Notices written so far, and the members it goes to (0 until sending begins). */
  sent: z.number().int(),
  total: z.number().int(),
});

const detailSchema = rowSchema.extend({
  fields: z.object({ title: z.string(), content: z.string(), link: z.string(), sendAt: z.string() }),
  submitter: z.string(),
  reviewer: z.string(),
  rejectReason: z.string(),
  sentTime: z.string(),
});
export type AnnouncementDetail = z.infer<typeof detailSchema>;

/** The calls of 站内公告. */
export const operatorAnnouncementCalls = {
  announcementList: staffRead({
    path: base,
    summary: "站内公告：列表（新的在前），各自的状态与已发送人数",
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
    data: z.object({
      announcements: z.array(rowSchema),
      /** How many announcements there are, counted up to LIST_COUNT_CAP (a total at the cap means "that many or more"). */
      total: z.number().int(),
      pageSize: z.number().int(),
      /** The members on the platform now (an announcement sent now goes to them all). */
      members: z.number().int(),
    }),
    errors: [400, 403],
  }),
  announcementDetail: staffRecord({
    path: `${base}/:id`,
    summary: "站内公告：一条公告，含驳回原因与发送进度",
    data: detailSchema,
  }),
  announcementCreate: changeCall(staffAccess, {
    path: base,
    summary: "新建站内公告（草稿）",
    body: announcementFieldsSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403],
  }),
  announcementSave: staffStep({ path: `${base}/:id`, summary: "修改站内公告（草稿或被驳回时）", body: announcementFieldsSchema, errors: [400, 403, 404, 409] }),
  announcementSubmit: staffStep({ path: `${base}/:id/submit`, summary: "站内公告提交审核（由另一位审核人员审核通过后发送）", errors: [400, 403, 404, 409] }),
};

/** The permission key each call of 站内公告 needs. */
export const OPERATOR_ANNOUNCEMENT_CALL_PERMISSIONS = {
  announcementList: "content.read",
  announcementDetail: "content.read",
  announcementCreate: "content.edit",
  announcementSave: "content.edit",
  announcementSubmit: "content.edit",
} as const;
