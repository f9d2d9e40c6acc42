import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";
import { platformConfigs } from "../cms/schema.ts";
import { members } from "../member/schema.ts";
import { operators } from "../operator/schema.ts";

/**
 * One 在线客服 conversation of a member with the platform (客服工作台): it opens when the member
 * writes to the service account with none open, waits in the queue until an agent takes it, and
 * ends when the agent closes it; the member's next message opens the next one. The messages stay
 * in the chat between the member and the service account (chat/schema.ts): this row says who
 * answers and since when.
 */
export const serviceConversations = pgTable(
  "service_conversation",
  {
    id: serial("id").primaryKey(),
    memberId: requiredReference("member_id", () => members.id, { onDelete: "cascade" }),
    /** waiting | active | closed */
    state: varchar("state", { length: 16 }).$type<"waiting" | "active" | "closed">().notNull().default("waiting"),
    /** The agent serving it (null while waiting). */
    agentId: integer("agent_id").references(() => operators.id, { onDelete: "set null" }),
    /**
     * The platform whose portal the member wrote from (its service hours answer for the away
     * message); null when that was not known (then the first platform's).
     */
    platformConfigId: integer("platform_config_id").references(() => platformConfigs.id, { onDelete: "set null" }),
    /** The company the member was acting for when they wrote ("" for none). */
    companyName: varchar("company_name", { length: 100 }).notNull().default(""),
    /**
     * That company held VIP (a period running) when the conversation opened: its VIP plan promises
     * 专属客服, so the queue offers it first (waiting_idx). Fixed at opening, as the queue's order must be.
     */
    vip: boolean("vip").notNull().default(false),
    firstWords: text("first_words").notNull(),
    /** The chat sequence of the message that opened it: the console shows the chat from there. */
    firstSeq: integer("first_seq").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The away message went out (outside the hours, or nobody online): once per conversation. */
    awaySent: boolean("away_sent").notNull().default(false),
    lastMessage: text("last_message").notNull().default(""),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    /** Epoch ms of the last change (a message, taken, transferred, closed): the consoles' change cursor. */
    activity: bigint("activity", { mode: "number" }).notNull(),
  },
  (t) => [
    // At most one open conversation per member: the member's messages all join it.
    uniqueIndex("service_conversation_open_idx").on(t.memberId).where(sql`${t.state} <> 'closed'`),
    // 待接入 and 他人接待中: a state's conversations in the order they came (a page and a capped count).
    index("service_conversation_state_idx").on(t.state, t.startedAt, t.id),
    // 待接入 as agents take it: VIP companies' conversations first, each group in the order they came.
    index("service_conversation_waiting_idx").on(t.vip.desc().nullsFirst(), t.startedAt, t.id).where(sql`${t.state} = 'waiting'`),
    // 历史: the latest ended first, read backwards from the newest end (closed_at is set on closing).
    index("service_conversation_closed_idx").on(t.closedAt, t.id).where(sql`${t.state} = 'closed'`),
    // 我的会话: the viewer's active ones in the order they came.
    index("service_conversation_agent_idx").on(t.agentId, t.startedAt, t.id).where(sql`${t.state} = 'active'`),
    index("service_conversation_activity_idx").on(t.activity),
  ],
);

/** What happened to a conversation: taken, transferred (to whom, with the note), closed, the away message. */
export const serviceEvents = pgTable(
  "service_event",
  {
    id: serial("id").primaryKey(),
    conversationId: requiredReference("conversation_id", () => serviceConversations.id, { onDelete: "cascade" }),
    /** take | transfer | close | away */
    kind: varchar("kind", { length: 16 }).notNull(),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "set null" }),
    toOperatorId: integer("to_operator_id").references(() => operators.id, { onDelete: "set null" }),
    note: varchar("note", { length: 200 }).notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("service_event_conversation_idx").on(t.conversationId, t.id)],
);

/** 常用语: the platform's (operatorId null, seeded reference data) and each agent's own. */
export const serviceCannedReplies = pgTable(
  "service_canned_reply",
  {
    id: serial("id").primaryKey(),
    operatorId: integer("operator_id").references(() => operators.id, { onDelete: "cascade" }),
    text: varchar("text", { length: 300 }).notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("service_canned_reply_operator_idx").on(t.operatorId, t.sort)],
);

/** When each agent's console last showed life: an agent seen within the last two minutes is online. */
export const serviceAgentPresence = pgTable("service_agent_presence", {
  operatorId: integer("operator_id")
    .primaryKey()
    .references(() => operators.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
