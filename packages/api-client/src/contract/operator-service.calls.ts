import { CHAT_MESSAGE_MAX_LENGTH } from "@cidp/domain";
import { z } from "zod";
import { changeCall } from "./call-kinds.ts";
import { staffAccess, staffRead, staffRecord, staffStep } from "./staff-access.ts";

// 客服工作台: the back office's customer-service console (apps/operator `/service`). Members write to
// the platform's 在线客服 chat account as before; each conversation waits in the queue until an
// agent takes it, and the agent answers through the chat engine as that account. Staff calls like
// operatorCalls (auth "operator"), spread into them in operator.calls.ts so the session and
// permission check, the role table and its tests cover them too.
const base = "/api/cidp-operator/service";

/** Where a conversation stands: waiting in the queue (待接入), taken by an agent (进行中), or ended (已结束). */
export const SERVICE_CONVERSATION_STATES = ["waiting", "active", "closed"] as const;

/** A platform's service hours (平台设置) and whether they are open now. */
const platformHoursSchema = z.object({ name: z.string(), serviceHours: z.string(), inServiceHours: z.boolean() });

/** A conversation as the console lists it. */
const serviceEntrySchema = z.object({
  id: z.number().int(),
  state: z.enum(SERVICE_CONVERSATION_STATES),
  stateLabel: z.string(),
  member: z.object({ name: z.string(), phone: z.string().describe("masked: 138****0001"), company: z.string() }),
  /** The company held VIP when it opened (专属客服): the queue offers these first. */
  vip: z.boolean(),
  /** The platform whose portal the member wrote from (the first platform when that is not known), with its hours. */
  platform: platformHoursSchema,
  /** The first words of this conversation (the member's message that opened it). */
  firstWords: z.string(),
  startTime: z.string(),
  /** Seconds the member has waited for an agent (until taken, or until now while waiting). */
  waitSeconds: z.number().int(),
  /** Waiting longer than the alert threshold, unanswered. */
  overdue: z.boolean(),
  /** The agent serving it ("" while waiting). */
  agent: z.string(),
  mine: z.boolean(),
  lastMessage: z.string(),
  lastTime: z.string(),
  endTime: z.string(),
});

const agentSchema = z.object({ username: z.string(), displayName: z.string(), online: z.boolean() });

/** Which page of each open list the console shows (1 unless told). */
const deskPageSchema = z.coerce.number().int().min(1).max(1000).default(1);

const deskSchema = z.object({
  /** A page of the waiting queue: VIP companies' first (专属客服), each group the longest waiting first. */
  queue: z.array(serviceEntrySchema),
  /** A page of the viewer's own conversations, in the order they came. */
  mine: z.array(serviceEntrySchema),
  /** A page of the conversations other agents are serving (管理员 and agents see who holds what). */
  others: z.array(serviceEntrySchema),
  /** The latest ended conversations (历史). */
  closed: z.array(serviceEntrySchema),
  /** How many are in each open list, counted up to LIST_COUNT_CAP (a total at the cap means "that many or more"). */
  totals: z.object({ queue: z.number().int(), mine: z.number().int(), others: z.number().int() }),
  /** Rows of each open list a page shows. */
  pageSize: z.number().int(),
  longestWaitSeconds: z.number().int(),
  /** Waiting longer than the alert threshold, counted up to LIST_COUNT_CAP. */
  overdueCount: z.number().int(),
  alertSeconds: z.number().int(),
  agents: z.array(agentSchema),
  /** Each platform's service hours: a conversation is answered by those of its member's platform. */
  platforms: z.array(platformHoursSchema),
  /** The change cursor read before the lists: the console asks for changes after it (serviceChanges). */
  cursor: z.number().int(),
});

const serviceMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  from: z.enum(["member", "agent", "system"]),
  /** Who wrote it: the member's name, the agent's, or "" for the platform's own lines. */
  name: z.string(),
  content: z.string(),
  time: z.string(),
});

const conversationSchema = z.object({
  entry: serviceEntrySchema,
  messages: z.array(serviceMessageSchema),
  /** What happened to it: taken, transferred (with the note), closed. */
  events: z.array(z.object({ time: z.string(), text: z.string() })),
  may: z.object({ take: z.boolean(), reply: z.boolean(), transfer: z.boolean(), close: z.boolean() }),
  /** Agents a transfer may go to (everyone holding 在线客服 but the caller). */
  agents: z.array(agentSchema),
});

const cannedSchema = z.object({ id: z.number().int(), text: z.string(), mine: z.boolean() });

/** Longest canned reply (常用语). */
export const SERVICE_CANNED_MAX_LENGTH = 300;

/** The customer-service console's calls; each needs `service.answer` (OPERATOR_SERVICE_CALL_PERMISSIONS). */
export const operatorServiceCalls = {
  serviceDesk: staffRead({
    path: base,
    summary: "客服工作台：待接入队列、我的会话、他人接待中（各自分页）、历史会话与等待时长",
    query: z.object({ queuePage: deskPageSchema, minePage: deskPageSchema, othersPage: deskPageSchema }),
    data: deskSchema,
    errors: [400, 403],
  }),
  serviceChanges: staffRead({
    path: `${base}/changes`,
    summary: "客服工作台的变化游标：since 之后有新留言或接入、转接、结束时立即返回，否则最多等待 wait 秒",
    query: z.object({
      since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
      wait: z.coerce.number().int().min(0).max(25).default(0),
    }),
    data: z.object({ cursor: z.number().int() }),
    errors: [400, 403],
  }),
  serviceConversation: staffRecord({
    path: `${base}/conversations/:id`,
    summary: "一个客服会话：会员、消息、处理记录，以及当前可做的操作",
    data: conversationSchema,
  }),
  serviceTake: staffStep({ path: `${base}/conversations/:id/take`, summary: "接入会话（同一会话只能由一位客服接入）", errors: [400, 403, 404, 409] }),
  serviceReply: staffStep({
    path: `${base}/conversations/:id/reply`,
    summary: "回复会员（以平台在线客服的身份发出，附客服姓名）",
    body: z.object({
      content: z.string({ error: "请输入回复内容" }).trim().min(1, "请输入回复内容").max(CHAT_MESSAGE_MAX_LENGTH, `回复不能超过${CHAT_MESSAGE_MAX_LENGTH}个字`),
    }),
    errors: [400, 403, 404, 409],
  }),
  serviceTransfer: staffStep({
    path: `${base}/conversations/:id/transfer`,
    summary: "转接会话给另一位客服（附说明）",
    body: z.object({
      username: z.string({ error: "请选择接手的客服" }).trim().min(1, "请选择接手的客服").max(64),
      note: z.string().trim().max(200, "转接说明不能超过200个字").default(""),
    }),
    errors: [400, 403, 404, 409],
  }),
  serviceClose: staffStep({ path: `${base}/conversations/:id/close`, summary: "结束会话（会员再次留言时重新进入待接入）", errors: [400, 403, 404, 409] }),
  serviceCanned: staffRead({
    path: `${base}/replies`,
    summary: "常用语：平台预置的与本人添加的",
    data: z.array(cannedSchema),
    errors: [403],
  }),
  serviceCannedAdd: changeCall(staffAccess, {
    path: `${base}/replies`,
    summary: "添加一条本人的常用语",
    body: z.object({
      text: z.string({ error: "请输入常用语" }).trim().min(1, "请输入常用语").max(SERVICE_CANNED_MAX_LENGTH, `常用语不能超过${SERVICE_CANNED_MAX_LENGTH}个字`),
    }),
    data: cannedSchema,
    errors: [400, 403, 409],
  }),
  serviceCannedRemove: staffStep({ path: `${base}/replies/:id/remove`, summary: "删除一条本人的常用语（平台预置的不可删除）", errors: [400, 403, 404] }),
};

/** Every console call needs 在线客服 (客服 and 管理员 hold it). */
export const OPERATOR_SERVICE_CALL_PERMISSIONS = {
  serviceDesk: "service.answer",
  serviceChanges: "service.answer",
  serviceConversation: "service.answer",
  serviceTake: "service.answer",
  serviceReply: "service.answer",
  serviceTransfer: "service.answer",
  serviceClose: "service.answer",
  serviceCanned: "service.answer",
  serviceCannedAdd: "service.answer",
  serviceCannedRemove: "service.answer",
} as const satisfies Record<keyof typeof operatorServiceCalls, "service.answer">;
