import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema, phoneSchema } from "./common.contract.ts";
import { staffAccess, staffRead } from "./staff-access.ts";

// 线下培训与政策解读会: the platform's offline sessions, and the seats an enterprise VIP period gives
// its business (企业VIP: 名额2个 per period). Members list and register on /user/vip/training; staff
// list the sessions with their registrations and add sessions in the back office (/vip-training).
const base = "/api/cidp-pay/ecomm/vip/training";
const staffBase = "/api/cidp-operator/vip-training";

/** The kinds of session, with their names. */
export const TRAINING_KINDS = { training: "培训", policy: "政策解读" } as const;
export type TrainingKind = keyof typeof TRAINING_KINDS;
/** A session's state as the lists show it: open for registration, full, or over (past its deadline or start). */
export const TRAINING_STATES = { open: "报名中", full: "已满", closed: "已结束" } as const;

const kindSchema = z.enum(Object.keys(TRAINING_KINDS) as [TrainingKind, ...TrainingKind[]], { error: "请选择会议类型" });
const idSchema = z.coerce.number({ error: "缺少编号" }).int().positive("编号不正确").max(2_147_483_647, "编号不正确");

const sessionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: kindSchema,
  kindLabel: z.string(),
  city: z.string(),
  venue: z.string(),
  startTime: dateTimeSchema,
  endTime: dateTimeSchema,
  deadline: dateTimeSchema,
  capacity: z.number().int(),
  seatsLeft: z.number().int(),
  speaker: z.string(),
  summary: z.string(),
  state: z.enum(["open", "full", "closed"]),
  stateLabel: z.string(),
});

const registrationSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sessionTitle: z.string(),
  startTime: dateTimeSchema,
  attendeeName: z.string(),
  /** Shown masked to members (138****0001); whole to staff. */
  attendeeMobile: z.string(),
  registeredAt: dateTimeSchema,
  /** Whether it may still be cancelled (before the session's deadline). */
  cancellable: z.boolean(),
});

const memberAccess = {
  auth: "business",
  anyMember: "the business's 企业VIP seats: any member who works under it may sign a colleague up or take the sign-up back",
  designed: false,
  tag: "order",
} as const;

/** A China-time minute as the back office's form sends it. */
const minuteSchema = (label: string) => z.string({ error: `请填写${label}` }).regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, `${label}格式应为 年-月-日 时:分`);

/** What staff fill in for a new session. */
export const trainingSessionFieldsSchema = z
  .object({
    title: z.string({ error: "请填写会议名称" }).trim().min(4, "会议名称至少4个字").max(80, "会议名称不能超过80个字"),
    kind: kindSchema,
    city: z.string({ error: "请填写城市" }).trim().min(2, "请填写城市").max(20, "城市不能超过20个字"),
    venue: z.string({ error: "请填写会场地址" }).trim().min(4, "请填写会场地址").max(120, "会场地址不能超过120个字"),
    startAt: minuteSchema("开始时间"),
    endAt: minuteSchema("结束时间"),
    deadline: minuteSchema("报名截止时间"),
    capacity: z.coerce.number({ error: "请填写名额" }).int("名额应为整数").min(1, "名额至少为1").max(2_000, "名额不能超过2000"),
    speaker: z.string({ error: "请填写主讲人或主办单位" }).trim().min(2, "请填写主讲人或主办单位").max(60, "主讲人或主办单位不能超过60个字"),
    summary: z.string({ error: "请填写会议简介" }).trim().min(10, "会议简介至少10个字").max(500, "会议简介不能超过500个字"),
  })
  .refine((f) => f.endAt > f.startAt, { message: "结束时间应晚于开始时间", path: ["endAt"] })
  .refine((f) => f.deadline <= f.startAt, { message: "报名截止时间不能晚于开始时间", path: ["deadline"] });

export const vipTrainingCalls = {
  overview: readCall(memberAccess, {
    path: base,
    summary: "线下培训与政策解读会：近期场次、本期剩余免费名额与本企业的报名",
    data: z.object({
      /** The seats the running period gives (0 without 企业VIP) and those still free in it. */
      seatsGranted: z.number().int(),
      seatsLeft: z.number().int(),
      /** Why the business cannot register, and what to do ("" when it can). */
      refusal: z.string(),
      sessions: z.array(sessionSchema),
      registrations: z.array(registrationSchema),
    }),
  }),
  register: changeCall(memberAccess, {
    path: `${base}/registrations`,
    summary: "报名线下培训与政策解读会（占用本期免费名额一个）",
    body: z.object({
      sessionId: idSchema,
      attendeeName: z
        .string({ error: "请填写参会人姓名" })
        .trim()
        .regex(/^[\u4e00-\u9fa5·]{2,15}$/, "参会人姓名应为2至15个汉字"),
      attendeeMobile: z.string({ error: "请填写参会人手机号" }).trim().pipe(phoneSchema),
    }),
    data: z.object({ id: z.number().int(), seatsLeft: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),
  cancel: changeCall(memberAccess, {
    path: `${base}/registrations/cancel`,
    summary: "取消报名（报名截止前，名额退回本期）",
    body: z.object({ id: idSchema }),
    data: z.object({ seatsLeft: z.number().int() }),
    errors: [400, 404, 409],
  }),
};

const staffRegistrationSchema = registrationSchema.extend({ businessName: z.string() });

/** The staff calls of 线下培训, spread into operatorCalls. */
export const operatorTrainingCalls = {
  trainingSessions: staffRead({
    path: staffBase,
    summary: "线下培训与政策解读会：场次（新的在前，最多100场）及各场的报名",
    data: z.object({ sessions: z.array(sessionSchema.extend({ registrations: z.array(staffRegistrationSchema) })) }),
    errors: [403],
  }),
  trainingSessionCreate: changeCall(staffAccess, {
    path: staffBase,
    summary: "新增线下培训与政策解读会场次",
    body: trainingSessionFieldsSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403],
  }),
};

/** The permission key each staff call of 线下培训 needs: attendees' mobiles are members' data. */
export const OPERATOR_TRAINING_CALL_PERMISSIONS = {
  trainingSessions: "members.read",
  trainingSessionCreate: "content.edit",
} as const;
