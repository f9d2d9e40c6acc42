import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { requiredReference } from "../../db/columns.ts";

/** A chat-service user (spec §3): a member (id = member id) or a service account such as customer service. */
export const chatUsers = pgTable("chat_user", {
  id: varchar("id", { length: 64 }).primaryKey(),
  memberId: integer("member_id").unique(),
  name: varchar("name", { length: 100 }).notNull(),
  avatar: text("avatar").notNull().default(""),
  /** The other fields of the record, replaced as a whole by PUT /api/sys/users/update. */
  profile: jsonb("profile").notNull().default({}),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A one-to-one conversation; `lastSeq` is the per-chat sequence every message takes the next of. */
export const chatConversations = pgTable(
  "chat_conversation",
  {
    id: serial("id").primaryKey(),
    /** The two users, lower id first, so a pair has exactly one conversation. */
    userA: varchar("user_a", { length: 64 }).notNull(),
    userB: varchar("user_b", { length: 64 }).notNull(),
    lastSeq: integer("last_seq").notNull().default(0),
    lastMessage: text("last_message").notNull().default(""),
    /** Epoch ms of the last message; never goes backwards, so time order equals sequence order. */
    lastTime: bigint("last_time", { mode: "number" }).notNull().default(0),
  },
  (t) => [unique("chat_conversation_pair").on(t.userA, t.userB)],
);

/** A user's side of a conversation: what they have read, and whether it is in their list. */
export const chatMemberships = pgTable(
  "chat_membership",
  {
    conversationId: requiredReference("conversation_id", () => chatConversations.id, { onDelete: "cascade" }),
    userId: varchar("user_id", { length: 64 }).notNull(),
    peerId: varchar("peer_id", { length: 64 }).notNull(),
    readSeq: integer("read_seq").notNull().default(0),
    readTime: bigint("read_time", { mode: "number" }).notNull().default(0),
    /** Removed from the list (GET chat/move); a new message brings it back. */
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("chat_membership_user_idx").on(t.userId, t.peerId)],
);

/** A stored message; (conversation, seq) is its place, (sender, clientId) makes retries idempotent. */
export const chatMessages = pgTable(
  "chat_message",
  {
    id: uuid("id").primaryKey(),
    conversationId: requiredReference("conversation_id", () => chatConversations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    fromId: varchar("from_id", { length: 64 }).notNull(),
    content: text("content").notNull(),
    type: integer("type").notNull().default(0),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    clientId: varchar("client_id", { length: 64 }),
    /** The person who wrote for a service account (the 客服 agent answering as 平台在线客服); null otherwise. */
    senderName: varchar("sender_name", { length: 100 }),
  },
  (t) => [unique("chat_message_seq").on(t.conversationId, t.seq), unique("chat_message_client").on(t.fromId, t.clientId)],
);
