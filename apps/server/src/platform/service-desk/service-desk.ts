import {
  ChatMessageType,
  maskPhone,
  OPERATOR_ROLES,
  operatorMay,
  parseServiceHours,
  SERVICE_AGENT_ONLINE_SECONDS,
  SERVICE_WAIT_ALERT_SECONDS,
  selectPlatformConfig,
  serviceAwayMessage,
  withinServiceHours,
} from "@cidp/domain";
import { and, asc, desc, eq, gte, inArray, isNull, lt, max, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { cappedCount, offsetPage } from "../../db/paging.ts";
import { formatDateTime } from "../../http/format.ts";
import { sharedReads } from "../../runtime/shared-read.ts";
import type { AppendInput, ChatOrigin, ChatTransaction, FreshMessage, StoredMessage } from "../chat/repository.ts";
import { chatMemberships, chatMessages } from "../chat/schema.ts";
import { CUSTOMER_SERVICE } from "../chat/seed.ts";
import { hostsByPlatform } from "../cms/platform-hosts.repository.ts";
import { platformConfigs } from "../cms/schema.ts";
import { businesses, members, sessions } from "../member/schema.ts";
import type { StaffActor } from "../operator/member-admin.ts";
import { operatorAudit, operators } from "../operator/schema.ts";
import { serviceAgentPresence, serviceCannedReplies, serviceConversations, serviceEvents } from "./schema.ts";

/** How old an agent's presence mark may grow before a console call writes a new one (well inside the online window). */
const SEEN_REFRESH_SECONDS = 15;

/** Writes a message as the service account through the chat engine (stored, then delivered live). */
export type ServiceAccountSend = (input: AppendInput) => Promise<StoredMessage | null>;

/** A refusal of the console: its HTTP status and the message the agent reads. */
export class ServiceDeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The roles that answer 在线客服 (those holding `service.answer`). */
const AGENT_ROLES = OPERATOR_ROLES.filter((role) => operatorMay(role, "service.answer"));
/** Rows of each open list (待接入, 我的会话, 他人接待中) a page of the console shows. */
const OPEN_PAGE_SIZE = 20;
/** Most ended conversations the console lists (历史). */
const CLOSED_SHOWN = 30;
/** Most messages a conversation page shows (the newest). */
const MESSAGES_SHOWN = 200;
/** Most canned replies of one agent. */
const OWN_CANNED_MAX = 50;

const STATE_LABELS = { waiting: "待接入", active: "进行中", closed: "已结束" } as const;

/** The lines the platform writes into the member's chat. */
export const serviceNotices = {
  serving: (agent: string) => `${agent} 为您服务`,
  transferred: (from: string, to: string) => `${to} 为您服务（由 ${from} 转接）`,
  closed: "本次会话已结束，感谢您的咨询。如需帮助，请再次留言。",
} as const;

const refusals = {
  missing: "会话不存在",
  closed: "该会话已结束",
  mine: "您已接入该会话",
  takenBy: (agent: string) => `该会话已由「${agent}」接入`,
  notTaken: "请先接入该会话",
  notYours: (agent: string) => `该会话由「${agent}」接待，您不能操作`,
  noAgent: "接手的客服不存在、已停用或无权接待在线客服",
  self: "不能转接给自己",
  cannedMissing: "常用语不存在",
  cannedShared: "平台预置的常用语不能删除",
  cannedTwice: "该常用语已存在",
  cannedFull: `每人最多保存${OWN_CANNED_MAX}条常用语`,
} as const;

type ConversationRow = typeof serviceConversations.$inferSelect;

/** Which page of each open list the console shows. */
interface DeskPages {
  queuePage: number;
  minePage: number;
  othersPage: number;
}

/** A platform's service hours and whether they are open now. */
interface PlatformHours {
  id: number;
  name: string;
  text: string;
  open: boolean;
}

/**
 * 客服工作台's service: the queue fed by what members write to the service account, taking (one
 * agent only, by a conditional update the database serialises), replies written as the service
 * account with the agent's name, transfers, closing, the away message and canned replies. Every
 * action is audited in its own transaction; the line to the member goes out after the commit.
 */
/**
 * Whether a business holds VIP at a time (the VIP capability's answer, passed in at composition),
 * read through the handle given: the queue entry is written inside the chat's transaction.
 */
export type VipAt = (db: Pick<Database, "select">, businessId: number, at: Date) => Promise<boolean>;

export function createServiceDesk(db: Database, now: () => Date = () => new Date(), vipAt: VipAt = async () => false) {
  let send: ServiceAccountSend | null = null;
  const chatSend = (input: Omit<AppendInput, "fromId" | "clientId">) => {
    if (!send) throw new Error("the chat engine is not attached to the service desk");
    return send({ ...input, fromId: CUSTOMER_SERVICE.id, clientId: null });
  };

  const audit = (tx: Pick<Database, "insert">, actor: StaffActor, action: string, conversationId: number, detail: Record<string, unknown>) =>
    tx
      .insert(operatorAudit)
      .values({ operatorId: actor.operatorId, action, subjectKind: "service", subjectId: conversationId, detail, ip: actor.ip, createdAt: now() });

  async function operatorName(id: number | null): Promise<string> {
    if (id === null) return "";
    const [row] = await db.select({ name: operators.displayName }).from(operators).where(eq(operators.id, id)).limit(1);
    return row?.name ?? "";
  }

  async function conversation(id: number): Promise<ConversationRow> {
    const [row] = await db.select().from(serviceConversations).where(eq(serviceConversations.id, id)).limit(1);
    if (!row) throw new ServiceDeskError(404, refusals.missing);
    return row;
  }

  /** The row, taken by `actor`: refused while waiting, when closed, or held by someone else. */
  async function heldBy(id: number, actor: StaffActor): Promise<ConversationRow> {
    const row = await conversation(id);
    if (row.state === "closed") throw new ServiceDeskError(409, refusals.closed);
    if (row.state === "waiting") throw new ServiceDeskError(409, refusals.notTaken);
    if (row.agentId !== actor.operatorId) throw new ServiceDeskError(409, refusals.notYours(await operatorName(row.agentId)));
    return row;
  }

  async function agentsOnline(): Promise<number[]> {
    const since = new Date(now().getTime() - SERVICE_AGENT_ONLINE_SECONDS * 1000);
    const rows = await db
      .select({ id: serviceAgentPresence.operatorId })
      .from(serviceAgentPresence)
      .innerJoin(operators, eq(operators.id, serviceAgentPresence.operatorId))
      .where(and(gte(serviceAgentPresence.seenAt, since), isNull(operators.disabledAt), inArray(operators.role, AGENT_ROLES)));
    return rows.map((row) => row.id);
  }

  /**
   * Every platform with its service hours (平台设置, Asia/Shanghai) and whether they are open now,
   * in id order: one service account answers for all, each conversation by the hours of the
   * platform its member wrote from (the first platform's when that is not known).
   */
  async function platformHours(): Promise<PlatformHours[]> {
    const rows = await db
      .select({ id: platformConfigs.id, name: platformConfigs.baseTitle, hours: platformConfigs.serviceHours })
      .from(platformConfigs)
      .orderBy(asc(platformConfigs.id));
    return rows.map((row) => ({ id: row.id, name: row.name, text: row.hours, open: withinServiceHours(parseServiceHours(row.hours), now()) }));
  }

  /** The hours that answer for a conversation's platform. */
  const hoursOf = (platforms: readonly PlatformHours[], platformConfigId: number | null): PlatformHours =>
    platforms.find((platform) => platform.id === platformConfigId) ?? platforms[0] ?? { id: 0, name: "", text: "", open: false };

  /** The platform a member wrote from: the code their client named, else the portal's host (one of its hosts). */
  async function platformOf(tx: ChatTransaction, origin: ChatOrigin | undefined): Promise<number | null> {
    if (!origin?.platformCode && !origin?.host) return null;
    const rows = await tx
      .select({ id: platformConfigs.id, platformCode: platformConfigs.platformCode, ngCode: platformConfigs.ngCode })
      .from(platformConfigs)
      .orderBy(asc(platformConfigs.id));
    const byCode = origin.platformCode ? rows.find((row) => row.platformCode === origin.platformCode) : undefined;
    if (byCode || !origin.host) return byCode?.id ?? null;
    const hosts = await hostsByPlatform(tx);
    return (
      selectPlatformConfig(
        rows.map((row) => ({ ...row, hosts: hosts.get(row.id) ?? [] })),
        origin.host,
      )?.id ?? null
    );
  }

  /** Sends the away message once for a waiting conversation when nobody can answer now. */
  async function awayIfNobody(row: ConversationRow) {
    if (row.state !== "waiting" || row.awaySent) return;
    const hours = hoursOf(await platformHours(), row.platformConfigId);
    const reason = !hours.open ? ("closed" as const) : (await agentsOnline()).length === 0 ? ("nobody" as const) : null;
    if (!reason) return;
    const claimed = await db
      .update(serviceConversations)
      .set({ awaySent: true })
      .where(and(eq(serviceConversations.id, row.id), eq(serviceConversations.awaySent, false)))
      .returning({ id: serviceConversations.id });
    if (claimed.length === 0) return;
    await db
      .insert(serviceEvents)
      .values({ conversationId: row.id, kind: "away", note: reason === "closed" ? "非工作时间" : "暂无客服在线", createdAt: now() });
    await chatSend({ peerId: String(row.memberId), content: serviceAwayMessage(reason, hours.text), type: ChatMessageType.notice });
  }

  function entryOf(
    row: ConversationRow & { memberName: string | null; phone: string | null; agentName: string | null },
    viewer: number,
    platforms: readonly PlatformHours[],
  ) {
    const platform = hoursOf(platforms, row.platformConfigId);
    const waitEnd = row.takenAt ?? (row.state === "waiting" ? now() : (row.closedAt ?? now()));
    const waitSeconds = Math.max(0, Math.floor((waitEnd.getTime() - row.startedAt.getTime()) / 1000));
    return {
      id: row.id,
      state: row.state,
      stateLabel: STATE_LABELS[row.state],
      member: { name: row.memberName ?? "", phone: maskPhone(row.phone ?? ""), company: row.companyName },
      vip: row.vip,
      platform: { name: platform.name, serviceHours: platform.text, inServiceHours: platform.open },
      firstWords: row.firstWords.slice(0, 100),
      startTime: formatDateTime(row.startedAt),
      waitSeconds,
      overdue: row.state === "waiting" && waitSeconds > SERVICE_WAIT_ALERT_SECONDS,
      agent: row.agentName ?? "",
      mine: row.agentId === viewer,
      lastMessage: row.lastMessage.slice(0, 100),
      lastTime: formatDateTime(row.lastAt),
      endTime: row.closedAt ? formatDateTime(row.closedAt) : "",
    };
  }

  const listed = () =>
    db
      .select({
        row: serviceConversations,
        memberName: members.realName,
        phone: members.phone,
        agentName: operators.displayName,
      })
      .from(serviceConversations)
      .leftJoin(members, eq(members.id, serviceConversations.memberId))
      .leftJoin(operators, eq(operators.id, serviceConversations.agentId));
  const flat = (rows: Awaited<ReturnType<typeof listed>>) => rows.map(({ row, ...names }) => ({ ...row, ...names }));

  /** Counts the conversations matching `where`, up to the lists' cap. */
  const matchingCount = (where: SQL | undefined) => cappedCount(db, db.select({ one: sql<number>`1` }).from(serviceConversations).where(where));

  /**
   * `limit` conversations matching `where` from `offset` in `order`, with their member's and
   * agent's names: the page's ids first, along the list's index, then those rows and names by key
   * (joined before the limit, the planner would rather hash every member).
   */
  const pageOf = (where: SQL | undefined, order: SQL[], limit: number, offset = 0) => {
    const ids = db
      .select({ id: serviceConversations.id })
      .from(serviceConversations)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as("page_ids");
    return listed()
      .innerJoin(ids, eq(ids.id, serviceConversations.id))
      .orderBy(...order)
      .then(flat);
  };

  /**
   * A page of an open list (those matching `where`) in the order they came, the oldest first, and
   * how many match up to the cap: the page starts along the state's (or the agent's) index, so it
   * reads a page's rows, not every open conversation.
   */
  const openPage = (where: SQL | undefined, current: number, order: SQL[] = [asc(serviceConversations.startedAt), asc(serviceConversations.id)]) =>
    offsetPage(
      db,
      current,
      OPEN_PAGE_SIZE,
      (limit, offset) => pageOf(where, order, limit, offset),
      db.select({ one: sql<number>`1` }).from(serviceConversations).where(where),
    );

  /** The agents who may take conversations, each online when their console showed life within the window (one statement). */
  async function agents(except?: number) {
    const since = new Date(now().getTime() - SERVICE_AGENT_ONLINE_SECONDS * 1000);
    const rows = await db
      .select({ username: operators.username, displayName: operators.displayName, seenAt: serviceAgentPresence.seenAt })
      .from(operators)
      .leftJoin(serviceAgentPresence, eq(serviceAgentPresence.operatorId, operators.id))
      .where(and(inArray(operators.role, AGENT_ROLES), isNull(operators.disabledAt), except === undefined ? undefined : ne(operators.id, except)))
      .orderBy(asc(operators.id));
    return rows.map(({ seenAt, ...agent }) => ({ ...agent, online: seenAt !== null && seenAt >= since }));
  }

  /**
   * The agent's console showed life (any console call). Written only when the last mark is older
   * than SEEN_REFRESH_SECONDS: a console polls every few seconds and a desk reloads often, and a
   * write per call made every call of one agent wait on the same row's lock (the desk at 120
   * calls/s on Postgres); the online window (SERVICE_AGENT_ONLINE_SECONDS) is eight times longer.
   */
  async function seen(operatorId: number) {
    const fresh = new Date(now().getTime() - SEEN_REFRESH_SECONDS * 1000);
    const [recent] = await db
      .select({ operatorId: serviceAgentPresence.operatorId })
      .from(serviceAgentPresence)
      .where(and(eq(serviceAgentPresence.operatorId, operatorId), gte(serviceAgentPresence.seenAt, fresh)))
      .limit(1);
    if (recent) return;
    await db
      .insert(serviceAgentPresence)
      .values({ operatorId, seenAt: now() })
      .onConflictDoUpdate({ target: serviceAgentPresence.operatorId, set: { seenAt: now() } });
  }

  /** The change cursor: the last activity of any conversation (0 when none). */
  async function currentCursor(): Promise<number> {
    const [row] = await db.select({ last: max(serviceConversations.activity) }).from(serviceConversations);
    return Number(row?.last ?? 0);
  }

  /** The console as `desk` answers it, read for one asker (or the askers of one turn). */
  async function readDesk(viewer: number, pages: DeskPages) {
    await seen(viewer);
    const waiting = eq(serviceConversations.state, "waiting");
    const active = eq(serviceConversations.state, "active");
    const mineWhere = and(active, eq(serviceConversations.agentId, viewer));
    const othersWhere = and(active, or(ne(serviceConversations.agentId, viewer), isNull(serviceConversations.agentId)));
    const alertSince = new Date(now().getTime() - SERVICE_WAIT_ALERT_SECONDS * 1000);
    // The queue's first page starts with the longest wait: asked apart only when another page is shown.
    const oldestWaiting = async () =>
      db
        .select({ startedAt: serviceConversations.startedAt })
        .from(serviceConversations)
        .where(waiting)
        .orderBy(asc(serviceConversations.startedAt), asc(serviceConversations.id))
        .limit(1);
    // Read before the lists: a change landing between them shows in the lists and moves the cursor
    // past this one, so the console reloads once more rather than missing it.
    const cursor = await currentCursor();
    const [queue, mine, others, closed, oldestElsewhere, overdueCount, platforms, deskAgents] = await Promise.all([
      // VIP companies' conversations first (专属客服), then every other in the order they came.
      openPage(waiting, pages.queuePage, [desc(serviceConversations.vip), asc(serviceConversations.startedAt), asc(serviceConversations.id)]),
      openPage(mineWhere, pages.minePage),
      openPage(othersWhere, pages.othersPage),
      pageOf(eq(serviceConversations.state, "closed"), [desc(serviceConversations.closedAt), desc(serviceConversations.id)], CLOSED_SHOWN),
      pages.queuePage === 1 ? null : oldestWaiting(),
      matchingCount(and(waiting, lt(serviceConversations.startedAt, alertSince))),
      platformHours(),
      agents(),
    ]);
    const oldest = oldestElsewhere ?? queue.rows.slice(0, 1);
    const entries = (rows: typeof closed) => rows.map((row) => entryOf(row, viewer, platforms));
    const longestWait = oldest[0] ? Math.floor((now().getTime() - oldest[0].startedAt.getTime()) / 1000) : 0;
    return {
      queue: entries(queue.rows),
      mine: entries(mine.rows),
      others: entries(others.rows),
      closed: entries(closed),
      totals: { queue: queue.total, mine: mine.total, others: others.total },
      pageSize: OPEN_PAGE_SIZE,
      longestWaitSeconds: Math.max(0, longestWait),
      overdueCount,
      alertSeconds: SERVICE_WAIT_ALERT_SECONDS,
      agents: deskAgents,
      platforms: platforms.map((platform) => ({ name: platform.name, serviceHours: platform.text, inServiceHours: platform.open })),
      cursor,
    };
  }

  // The consoles of one agent asking in the same turn (a reload beside the change poll) share one read.
  const desks = sharedReads<Awaited<ReturnType<typeof readDesk>>>();

  return {
    /** Hands the desk the chat engine's writer of service-account messages (app.ts, once the chat exists). */
    attach(writer: ServiceAccountSend) {
      send = writer;
    },

    /**
     * Members wrote to the service account, in the transaction that stores their messages: each
     * message joins its member's open conversation or opens one in the queue, so no stored message
     * is ever missing from the queue (a failure here stores neither).
     */
    async memberWrote(tx: ChatTransaction, written: readonly FreshMessage[]): Promise<void> {
      for (const { message, input } of written) {
        if (!/^\d+$/.test(message.fromId)) continue;
        const memberId = Number(message.fromId);
        const at = now();
        const [company] = await tx
          .select({ id: businesses.id, name: businesses.name })
          .from(sessions)
          .innerJoin(businesses, eq(businesses.id, sessions.businessId))
          .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
          .orderBy(desc(sessions.createdAt))
          .limit(1);
        const platformConfigId = await platformOf(tx, input.origin);
        await tx
          .insert(serviceConversations)
          .values({
            memberId,
            platformConfigId,
            companyName: company?.name ?? "",
            vip: company ? await vipAt(tx, company.id, at) : false,
            firstWords: message.content.slice(0, 500),
            firstSeq: message.seq,
            startedAt: at,
            lastMessage: message.content.slice(0, 200),
            lastAt: at,
            activity: at.getTime(),
          })
          .onConflictDoUpdate({
            target: serviceConversations.memberId,
            targetWhere: sql`${serviceConversations.state} <> 'closed'`,
            set: { lastMessage: message.content.slice(0, 200), lastAt: at, activity: sql`greatest(${serviceConversations.activity} + 1, ${at.getTime()})` },
          });
      }
    },

    /** After their commit: the away message goes out once per waiting conversation when nobody can answer. */
    async memberWroteCommitted(written: readonly FreshMessage[]): Promise<void> {
      const memberIds = [...new Set(written.map(({ message }) => message.fromId).filter((id) => /^\d+$/.test(id)))].map(Number);
      if (memberIds.length === 0) return;
      const open = await db
        .select()
        .from(serviceConversations)
        .where(and(inArray(serviceConversations.memberId, memberIds), ne(serviceConversations.state, "closed")));
      for (const row of open) await awayIfNobody(row);
    },

    /**
     * The console: a page of the queue, of mine and of others' (each from its index, counted up to
     * the lists' cap), the latest ended, the longest wait and the agents. Marks the viewer online.
     */
    desk(viewer: number, pages: DeskPages = { queuePage: 1, minePage: 1, othersPage: 1 }) {
      return desks.read([viewer, pages.queuePage, pages.minePage, pages.othersPage].join(" "), () => readDesk(viewer, pages));
    },

    seen,

    cursor: currentCursor,

    /** One conversation with its messages since it opened, its events and what the viewer may do. */
    async detail(id: number, viewer: number) {
      const [found] = flat(await listed().where(eq(serviceConversations.id, id)).limit(1));
      if (!found) throw new ServiceDeskError(404, refusals.missing);
      const memberUser = String(found.memberId);
      const [chat] = await db
        .select({ id: chatMemberships.conversationId })
        .from(chatMemberships)
        .where(and(eq(chatMemberships.userId, memberUser), eq(chatMemberships.peerId, CUSTOMER_SERVICE.id)))
        .limit(1);
      const messages = chat
        ? (
            await db
              .select()
              .from(chatMessages)
              .where(and(eq(chatMessages.conversationId, chat.id), gte(chatMessages.seq, found.firstSeq)))
              .orderBy(desc(chatMessages.seq))
              .limit(MESSAGES_SHOWN)
          ).reverse()
        : [];
      const events = await db
        .select({ event: serviceEvents, by: operators.displayName })
        .from(serviceEvents)
        .leftJoin(operators, eq(operators.id, serviceEvents.operatorId))
        .where(eq(serviceEvents.conversationId, id))
        .orderBy(asc(serviceEvents.id));
      const names = new Map((await db.select({ id: operators.id, name: operators.displayName }).from(operators)).map((o) => [o.id, o.name]));
      const mine = found.state === "active" && found.agentId === viewer;
      return {
        entry: entryOf(found, viewer, await platformHours()),
        messages: messages.map((message) => ({
          id: message.id,
          seq: message.seq,
          from:
            message.fromId === CUSTOMER_SERVICE.id ? (message.type === ChatMessageType.notice ? ("system" as const) : ("agent" as const)) : ("member" as const),
          name: message.fromId === CUSTOMER_SERVICE.id ? (message.senderName ?? "") : (found.memberName ?? ""),
          content: message.content,
          time: formatDateTime(new Date(Number(message.timestamp))),
        })),
        events: events.map(({ event, by }) => ({ time: formatDateTime(event.createdAt), text: eventText(event, by ?? "", names) })),
        may: { take: found.state === "waiting", reply: mine, transfer: mine, close: mine },
        agents: await agents(viewer),
      };
    },

    /** 接入: only a waiting conversation, and only one agent: the update's condition decides between racing agents. */
    async take(id: number, actor: StaffActor) {
      const taken = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(serviceConversations)
          .set({
            state: "active",
            agentId: actor.operatorId,
            takenAt: now(),
            activity: sql`greatest(${serviceConversations.activity} + 1, ${now().getTime()})`,
          })
          .where(and(eq(serviceConversations.id, id), eq(serviceConversations.state, "waiting")))
          .returning();
        if (!row) return null;
        await tx.insert(serviceEvents).values({ conversationId: id, kind: "take", operatorId: actor.operatorId, createdAt: now() });
        await audit(tx, actor, "service.taken", id, { title: row.firstWords.slice(0, 60) });
        return row;
      });
      if (!taken) {
        const row = await conversation(id);
        if (row.state === "closed") throw new ServiceDeskError(409, refusals.closed);
        if (row.agentId === actor.operatorId) throw new ServiceDeskError(409, refusals.mine);
        throw new ServiceDeskError(409, refusals.takenBy(await operatorName(row.agentId)));
      }
      await chatSend({ peerId: String(taken.memberId), content: serviceNotices.serving(await operatorName(actor.operatorId)), type: ChatMessageType.notice });
    },

    /** A reply as the service account, with the agent's name on it; only by the agent serving it. */
    async reply(id: number, actor: StaffActor, content: string) {
      const row = await heldBy(id, actor);
      const agentName = await operatorName(actor.operatorId);
      await chatSend({ peerId: String(row.memberId), content, type: ChatMessageType.text, senderName: agentName });
      await db
        .update(serviceConversations)
        .set({ lastMessage: content.slice(0, 200), lastAt: now(), activity: sql`greatest(${serviceConversations.activity} + 1, ${now().getTime()})` })
        .where(eq(serviceConversations.id, id));
    },

    /** 转接: to another agent (enabled, holding 在线客服), with a note; only by the agent serving it. */
    async transfer(id: number, actor: StaffActor, to: { username: string; note: string }) {
      await heldBy(id, actor);
      const agentName = await operatorName(actor.operatorId);
      const [target] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.username, to.username), isNull(operators.disabledAt), inArray(operators.role, AGENT_ROLES)))
        .limit(1);
      if (!target) throw new ServiceDeskError(400, refusals.noAgent);
      if (target.id === actor.operatorId) throw new ServiceDeskError(400, refusals.self);
      const moved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(serviceConversations)
          .set({ agentId: target.id, activity: sql`greatest(${serviceConversations.activity} + 1, ${now().getTime()})` })
          .where(and(eq(serviceConversations.id, id), eq(serviceConversations.state, "active"), eq(serviceConversations.agentId, actor.operatorId)))
          .returning();
        if (!row) return null;
        await tx
          .insert(serviceEvents)
          .values({ conversationId: id, kind: "transfer", operatorId: actor.operatorId, toOperatorId: target.id, note: to.note, createdAt: now() });
        await audit(tx, actor, "service.transferred", id, { title: `转接给 ${target.displayName}`, ...(to.note ? { reason: to.note } : {}) });
        return row;
      });
      if (!moved) throw new ServiceDeskError(409, refusals.notTaken);
      await chatSend({ peerId: String(moved.memberId), content: serviceNotices.transferred(agentName, target.displayName), type: ChatMessageType.notice });
    },

    /** 结束会话: only by the agent serving it; the member's next message opens a new one. */
    async close(id: number, actor: StaffActor) {
      await heldBy(id, actor);
      const closed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(serviceConversations)
          .set({ state: "closed", closedAt: now(), activity: sql`greatest(${serviceConversations.activity} + 1, ${now().getTime()})` })
          .where(and(eq(serviceConversations.id, id), eq(serviceConversations.state, "active"), eq(serviceConversations.agentId, actor.operatorId)))
          .returning();
        if (!row) return null;
        await tx.insert(serviceEvents).values({ conversationId: id, kind: "close", operatorId: actor.operatorId, createdAt: now() });
        await audit(tx, actor, "service.closed", id, { title: row.firstWords.slice(0, 60) });
        return row;
      });
      if (!closed) throw new ServiceDeskError(409, refusals.closed);
      await chatSend({ peerId: String(closed.memberId), content: serviceNotices.closed, type: ChatMessageType.notice });
    },

    /** 常用语: the platform's first, then the agent's own. */
    async canned(operatorId: number) {
      const rows = await db
        .select()
        .from(serviceCannedReplies)
        .where(or(isNull(serviceCannedReplies.operatorId), eq(serviceCannedReplies.operatorId, operatorId)))
        .orderBy(sql`${serviceCannedReplies.operatorId} is not null`, asc(serviceCannedReplies.sort), asc(serviceCannedReplies.id));
      return rows.map((row) => ({ id: row.id, text: row.text, mine: row.operatorId === operatorId }));
    },

    async addCanned(operatorId: number, text: string) {
      const own = await db.select().from(serviceCannedReplies).where(eq(serviceCannedReplies.operatorId, operatorId));
      if (own.some((row) => row.text === text)) throw new ServiceDeskError(409, refusals.cannedTwice);
      if (own.length >= OWN_CANNED_MAX) throw new ServiceDeskError(409, refusals.cannedFull);
      const [row] = await db
        .insert(serviceCannedReplies)
        .values({ operatorId, text, sort: own.length + 1 })
        .returning();
      if (!row) throw new Error("canned reply not stored");
      return { id: row.id, text: row.text, mine: true };
    },

    async removeCanned(operatorId: number, id: number) {
      const [row] = await db.select().from(serviceCannedReplies).where(eq(serviceCannedReplies.id, id)).limit(1);
      if (!row || (row.operatorId !== null && row.operatorId !== operatorId)) throw new ServiceDeskError(404, refusals.cannedMissing);
      if (row.operatorId === null) throw new ServiceDeskError(400, refusals.cannedShared);
      await db.delete(serviceCannedReplies).where(eq(serviceCannedReplies.id, id));
    },
  };
}

/** The desk's type. */
export type ServiceDesk = ReturnType<typeof createServiceDesk>;

function eventText(event: typeof serviceEvents.$inferSelect, by: string, names: ReadonlyMap<number, string>): string {
  switch (event.kind) {
    case "take":
      return `${by} 接入`;
    case "transfer":
      return `${by} 转接给 ${names.get(event.toOperatorId ?? 0) ?? "—"}${event.note ? `：${event.note}` : ""}`;
    case "close":
      return `${by} 结束会话`;
    default:
      return `已自动回复离线留言（${event.note}）`;
  }
}
