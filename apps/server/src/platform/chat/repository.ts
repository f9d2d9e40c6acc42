import { randomUUID } from "node:crypto";
import type { ChatListEntry, ChatUserRecord } from "@cidp/api-client/contract";
import { and, asc, desc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { firstAdminOrder } from "../member/member-order.ts";
import { members, memberships } from "../member/schema.ts";
import { chatConversations, chatMemberships, chatMessages, chatUsers } from "./schema.ts";

/** A stored message with the conversation it belongs to. */
export type StoredMessage = typeof chatMessages.$inferSelect;

/** The result of appending: the message, the pair of users, and whether it was a retry already stored. */
export interface Appended {
  message: StoredMessage;
  users: [string, string];
  duplicate: boolean;
}

/** A message to store: its sender, the other user of the chat, and the client's id for retries. */
export interface AppendInput {
  fromId: string;
  peerId: string;
  content: string;
  type: number;
  clientId: string | null;
  /** Who wrote it for a service account (the agent's name); absent for a member's own message. */
  senderName?: string | null;
  /** Where the sender wrote from (not stored with the message: the service account's desk reads it). */
  origin?: ChatOrigin;
}

/** Where a member's message came from: the platform code their client named, and the host of the portal page. */
export interface ChatOrigin {
  platformCode: string | null;
  host: string | null;
}

/** The transaction a batch of messages is stored in. */
export type ChatTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A message newly stored by a batch, with what was asked. */
export interface FreshMessage {
  message: StoredMessage;
  input: AppendInput;
}

/** Options of a batch: work that must commit with its new messages, or not at all. */
export interface AppendOptions {
  /**
   * Runs in the batch's transaction after its messages are written, with the new ones (not the
   * retries already stored): a throw rolls the whole batch back, so nothing it adds can be missing
   * beside a stored message.
   */
  inTransaction?: (tx: ChatTransaction, fresh: readonly FreshMessage[]) => Promise<void>;
}

const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
/** The Postgres types the batch columns are sent as. */
type ArrayType = "int" | "bigint" | "text" | "varchar" | "uuid";
/**
 * One column of a batch as a single array parameter: statements over `unnest` of such columns keep
 * the same short text and parameter count whatever the batch size, which the drivers and the
 * planner handle far faster than a VALUES list of hundreds of rows.
 */
const arrayOf = (values: readonly (string | number | null)[], type: ArrayType) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
/** `unnest` of a batch's columns, each taken from every row and sent as one typed array (arrayOf), in the order given. */
const unnestOf = <Row>(rows: readonly Row[], columns: readonly (readonly [(row: Row) => string | number | null, ArrayType])[]) =>
  sql`unnest(${sql.join(
    columns.map(([value, type]) => arrayOf(rows.map(value), type)),
    sql`, `,
  )})`;
/** A map key of two ids (ids never hold NUL: the input guard refuses it). */
const keyOf = (a: string, b: string) => `${a}\u0000${b}`;

/** Persistence of the chat service. Every read is scoped to a conversation the user belongs to. */
export function createChatRepository(db: Database) {
  async function findConversation(userId: string, peerId: string) {
    const [row] = await db
      .select({ id: chatMemberships.conversationId })
      .from(chatMemberships)
      .where(and(eq(chatMemberships.userId, userId), eq(chatMemberships.peerId, peerId)))
      .limit(1);
    return row?.id ?? null;
  }

  async function openConversation(userId: string, peerId: string): Promise<number> {
    const existing = await findConversation(userId, peerId);
    if (existing !== null) return existing;
    const [userA, userB] = pairOf(userId, peerId);
    // The conversation and both memberships commit together: never a conversation nobody can find.
    return db.transaction(async (tx) => {
      await tx.insert(chatConversations).values({ userA, userB }).onConflictDoNothing();
      const [conversation] = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(eq(chatConversations.userA, userA), eq(chatConversations.userB, userB)));
      if (!conversation) throw new Error("conversation not created");
      await tx
        .insert(chatMemberships)
        .values([
          { conversationId: conversation.id, userId, peerId },
          { conversationId: conversation.id, userId: peerId, peerId: userId },
        ])
        .onConflictDoNothing();
      return conversation.id;
    });
  }

  return {
    findConversation,
    openConversation,

    async findUser(id: string): Promise<ChatUserRecord | null> {
      const [row] = await db.select().from(chatUsers).where(eq(chatUsers.id, id)).limit(1);
      return row ? { ...(row.profile as Record<string, unknown>), id: row.id, name: row.name, avatar: row.avatar } : null;
    },

    async findUserByName(name: string): Promise<ChatUserRecord | null> {
      const [row] = await db.select().from(chatUsers).where(eq(chatUsers.name, name)).limit(1);
      return row ? { ...(row.profile as Record<string, unknown>), id: row.id, name: row.name, avatar: row.avatar } : null;
    },

    /** The chat user of a member, created from the member on first use. */
    async ensureMemberUser(member: { id: number; realName: string; avatar: string }): Promise<string> {
      const id = String(member.id);
      await db.insert(chatUsers).values({ id, memberId: member.id, name: member.realName, avatar: member.avatar }).onConflictDoNothing();
      return id;
    },

    async upsertServiceUser(id: string, name: string): Promise<void> {
      await db.insert(chatUsers).values({ id, name }).onConflictDoNothing();
    },

    /** Replaces the user's record as a whole (spec: other fields updated as a whole). */
    async updateUser(id: string, record: Record<string, unknown>): Promise<ChatUserRecord | null> {
      const { id: _id, name, avatar, ...profile } = record;
      const rows = await db
        .update(chatUsers)
        .set({
          ...(typeof name === "string" && name.trim() ? { name: name.trim().slice(0, 100) } : {}),
          ...(typeof avatar === "string" ? { avatar } : {}),
          profile,
          updatedAt: new Date(),
        })
        .where(eq(chatUsers.id, id))
        .returning();
      const row = rows[0];
      return row ? { ...(row.profile as Record<string, unknown>), id: row.id, name: row.name, avatar: row.avatar } : null;
    },

    async listChats(userId: string): Promise<ChatListEntry[]> {
      const rows = await db
        .select({
          peerId: chatMemberships.peerId,
          readSeq: chatMemberships.readSeq,
          lastSeq: chatConversations.lastSeq,
          lastMessage: chatConversations.lastMessage,
          lastTime: chatConversations.lastTime,
          name: chatUsers.name,
          avatar: chatUsers.avatar,
          peerReadTime: sql<number>`(select m.read_time from chat_membership m where m.conversation_id = ${chatMemberships.conversationId} and m.user_id = ${chatMemberships.peerId})`,
        })
        .from(chatMemberships)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMemberships.conversationId))
        .leftJoin(chatUsers, eq(chatUsers.id, chatMemberships.peerId))
        .where(and(eq(chatMemberships.userId, userId), eq(chatMemberships.hidden, false)))
        .orderBy(desc(chatConversations.lastTime));
      return rows.map((row) => ({
        id: row.peerId,
        name: row.name ?? row.peerId,
        avatar: row.avatar ?? "",
        type: 0,
        unreadCount: Math.max(0, row.lastSeq - row.readSeq),
        isLoading: false,
        loaded: false,
        lastMessage: row.lastMessage,
        lastTime: row.lastTime,
        timestamp: row.lastTime,
        lastReadTime: Number(row.peerReadTime ?? 0),
        lastSeq: row.lastSeq,
      }));
    },

    /**
     * Stores a batch of messages in one transaction (the writer's group commit), each with the next
     * sequence number of its conversation, and answers each in order: the stored message, or null
     * for a peer that does not exist. Locking the batch's conversations (in id order, so two
     * processes never deadlock) serialises it with any other writer of those chats, so sequence
     * numbers stay contiguous; a retry of a stored clientId, even within the batch, answers the
     * stored message instead of a second one.
     */
    async appendMessages(inputs: readonly AppendInput[], options: AppendOptions = {}): Promise<(Appended | null)[]> {
      const peers = await db
        .select({ id: chatUsers.id })
        .from(chatUsers)
        .where(inArray(chatUsers.id, [...new Set(inputs.map((input) => input.peerId))]));
      const known = new Set(peers.map((row) => row.id));
      const valid = inputs.filter((input) => known.has(input.peerId));
      if (valid.length === 0) return inputs.map(() => null);
      const pairs = new Map(valid.map((input) => [keyOf(input.fromId, input.peerId), input]));
      const senderAndReceiver = unnestOf(
        [...pairs.values()],
        [
          [(input) => input.fromId, "varchar"],
          [(input) => input.peerId, "varchar"],
        ],
      );
      const found = await db
        .select({ id: chatMemberships.conversationId, userId: chatMemberships.userId, peerId: chatMemberships.peerId })
        .from(chatMemberships)
        .where(sql`(${chatMemberships.userId}, ${chatMemberships.peerId}) in (select * from ${senderAndReceiver})`);
      const conversations = new Map(found.map((row) => [keyOf(row.userId, row.peerId), row.id]));
      // A chat's first message opens it (rare: once per pair).
      for (const [key, input] of pairs) if (!conversations.has(key)) conversations.set(key, await openConversation(input.fromId, input.peerId));
      const conversationOf = (input: AppendInput) => conversations.get(keyOf(input.fromId, input.peerId)) as number;
      const retried = valid.filter((input) => input.clientId !== null);

      try {
        return await db.transaction(async (tx) => {
          const ids = [...new Set(valid.map(conversationOf))].sort((a, b) => a - b);
          const locked = await tx
            .select({ id: chatConversations.id, lastSeq: chatConversations.lastSeq, lastTime: chatConversations.lastTime })
            .from(chatConversations)
            .where(inArray(chatConversations.id, ids))
            .orderBy(asc(chatConversations.id))
            .for("update");
          // Read after the lock: a retry of the same clientId committed by another socket or process
          // while this batch waited is seen here.
          const stored = retried.length
            ? await tx
                .select()
                .from(chatMessages)
                .where(
                  sql`(${chatMessages.fromId}, ${chatMessages.clientId}) in (select * from ${unnestOf(retried, [
                    [(i) => i.fromId, "varchar"],
                    [(i) => i.clientId, "varchar"],
                  ])})`,
                )
            : [];
          const byClient = new Map(stored.map((message) => [keyOf(message.fromId, message.clientId ?? ""), message]));
          const heads = new Map(locked.map((row) => [row.id, { seq: row.lastSeq, time: Number(row.lastTime), text: "", moved: false }]));
          // Per membership: the sender's read mark (sending implies having read), or null for the
          // peer, whose row only comes back into the list.
          const marks = new Map<string, { conversationId: number; userId: string; seq: number | null; time: number | null }>();
          const fresh: StoredMessage[] = [];
          const freshInputs: FreshMessage[] = [];
          const now = Date.now();
          const results = inputs.map((input): Appended | null => {
            if (!known.has(input.peerId)) return null;
            const users = pairOf(input.fromId, input.peerId);
            const conversationId = conversationOf(input);
            const clientKey = input.clientId === null ? null : keyOf(input.fromId, input.clientId);
            const existing = clientKey === null ? undefined : byClient.get(clientKey);
            if (existing) return { message: existing, users, duplicate: true };
            const head = heads.get(conversationId);
            if (!head) throw new Error("conversation vanished");
            // Time never goes backwards within a chat, so time order equals sequence order.
            head.seq += 1;
            head.time = Math.max(now, head.time + 1);
            head.text = input.content.slice(0, 200);
            head.moved = true;
            const message: StoredMessage = {
              id: randomUUID(),
              conversationId,
              seq: head.seq,
              fromId: input.fromId,
              content: input.content,
              type: input.type,
              timestamp: head.time,
              clientId: input.clientId,
              senderName: input.senderName ?? null,
            };
            fresh.push(message);
            freshInputs.push({ message, input });
            if (clientKey !== null) byClient.set(clientKey, message);
            marks.set(keyOf(String(conversationId), input.fromId), { conversationId, userId: input.fromId, seq: message.seq, time: message.timestamp });
            const peerKey = keyOf(String(conversationId), input.peerId);
            if (!marks.has(peerKey)) marks.set(peerKey, { conversationId, userId: input.peerId, seq: null, time: null });
            return { message, users, duplicate: false };
          });
          if (fresh.length === 0) return results;
          await tx.execute(sql`
            insert into ${chatMessages} (id, conversation_id, seq, from_id, content, type, timestamp, client_id, sender_name)
            select * from ${unnestOf(fresh, [
              [(m) => m.id, "uuid"],
              [(m) => m.conversationId, "int"],
              [(m) => m.seq, "int"],
              [(m) => m.fromId, "varchar"],
              [(m) => m.content, "text"],
              [(m) => m.type, "int"],
              [(m) => m.timestamp, "bigint"],
              [(m) => m.clientId, "varchar"],
              [(m) => m.senderName, "varchar"],
            ])}`);
          const moved = [...heads].filter(([, head]) => head.moved);
          await tx.execute(sql`
            update ${chatConversations} c set last_seq = v.seq, last_time = v.time, last_message = v.text
            from ${unnestOf(moved, [
              [([id]) => id, "int"],
              [([, h]) => h.seq, "int"],
              [([, h]) => h.time, "bigint"],
              [([, h]) => h.text, "text"],
            ])} as v(id, seq, time, text)
            where c.id = v.id`);
          const rows = [...marks.values()];
          await tx.execute(sql`
            update ${chatMemberships} m set read_seq = coalesce(v.seq, m.read_seq), read_time = coalesce(v.time, m.read_time), hidden = false
            from ${unnestOf(rows, [
              [(r) => r.conversationId, "int"],
              [(r) => r.userId, "varchar"],
              [(r) => r.seq, "int"],
              [(r) => r.time, "bigint"],
            ])} as v(conversation_id, user_id, seq, time)
            where m.conversation_id = v.conversation_id and m.user_id = v.user_id`);
          if (options.inTransaction) await options.inTransaction(tx, freshInputs);
          return results;
        });
      } catch (error) {
        // Belt and braces: the unique (sender, clientId) index caught a duplicate committed by
        // another process for another chat. The writer retries a failed batch one message at a
        // time, so a lone retry is answered with the stored message.
        const cause = (error as { cause?: { code?: string } }).cause;
        const [only] = retried;
        if (valid.length !== 1 || !only?.clientId || cause?.code !== "23505") throw error;
        const [stored] = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.fromId, only.fromId), eq(chatMessages.clientId, only.clientId)))
          .limit(1);
        if (!stored) throw error;
        return inputs.map((input) => (input === only ? { message: stored, users: pairOf(only.fromId, only.peerId), duplicate: true } : null));
      }
    },

    async findMessage(conversationId: number, seq: number) {
      const [row] = await db
        .select({ message: chatMessages, userA: chatConversations.userA, userB: chatConversations.userB })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.seq, seq)))
        .limit(1);
      return row ? { message: row.message, users: [row.userA, row.userB] as [string, string] } : null;
    },

    /** Messages after a sequence number, oldest first (replay and gap filling). */
    messagesAfter(conversationId: number, afterSeq: number, limit: number) {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
    },

    /** The page of messages before a sequence number (history), oldest first. */
    async messagesBefore(conversationId: number, beforeSeq: number, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.seq, beforeSeq)))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** The user's conversations with their last sequence, for the handshake replay. */
    conversationsOf(userId: string) {
      return db
        .select({
          conversationId: chatMemberships.conversationId,
          peerId: chatMemberships.peerId,
          lastSeq: chatConversations.lastSeq,
          readSeq: chatMemberships.readSeq,
        })
        .from(chatMemberships)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMemberships.conversationId))
        .where(eq(chatMemberships.userId, userId));
    },

    /** Moves the read mark forward (never back); `seq` null means up to the last message. Returns the mark. */
    async markRead(userId: string, conversationId: number, seq: number | null): Promise<{ readSeq: number; readTime: number } | null> {
      const [row] = await db
        .update(chatMemberships)
        .set({
          readSeq: sql`greatest(${chatMemberships.readSeq}, least(${seq ?? 2_147_483_647}, (select last_seq from chat_conversation where id = ${conversationId})))`,
          readTime: sql`greatest(${chatMemberships.readTime}, ${Date.now()}::bigint)`,
        })
        .where(and(eq(chatMemberships.conversationId, conversationId), eq(chatMemberships.userId, userId)))
        .returning({ readSeq: chatMemberships.readSeq, readTime: chatMemberships.readTime });
      return row ? { readSeq: row.readSeq, readTime: Number(row.readTime) } : null;
    },

    async hide(userId: string, conversationId: number): Promise<void> {
      await db
        .update(chatMemberships)
        .set({ hidden: true })
        .where(and(eq(chatMemberships.conversationId, conversationId), eq(chatMemberships.userId, userId)));
    },

    /** The member who answers for a business (its first admin, else its first member). */
    async contactOfBusiness(businessId: number): Promise<{ id: number; realName: string; avatar: string } | null> {
      const [row] = await db
        .select({ id: members.id, realName: members.realName, avatar: members.avatar })
        .from(memberships)
        .innerJoin(members, eq(members.id, memberships.memberId))
        .where(eq(memberships.businessId, businessId))
        .orderBy(...firstAdminOrder)
        .limit(1);
      return row ?? null;
    },
  };
}

/** The chat repository's type. */
export type ChatRepository = ReturnType<typeof createChatRepository>;
