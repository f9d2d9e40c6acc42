import { randomUUID } from "node:crypto";
import type { ChatListEntry, ChatUserRecord } from "@cidp/api-client/contract";
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
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

const pairOf = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

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
    await db.insert(chatConversations).values({ userA, userB }).onConflictDoNothing();
    const [conversation] = await db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.userA, userA), eq(chatConversations.userB, userB)));
    if (!conversation) throw new Error("conversation not created");
    await db
      .insert(chatMemberships)
      .values([
        { conversationId: conversation.id, userId, peerId },
        { conversationId: conversation.id, userId: peerId, peerId: userId },
      ])
      .onConflictDoNothing();
    return conversation.id;
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
     * Stores a message with the next sequence number of its conversation. The row lock of the
     * conversation update serialises senders, so sequence numbers are contiguous; a retry with
     * the same clientId returns the stored message instead of a second one.
     */
    async appendMessage(fromId: string, peerId: string, input: { content: string; type: number; clientId: string | null }): Promise<Appended> {
      const conversationId = await openConversation(fromId, peerId);
      const users = pairOf(fromId, peerId);
      if (input.clientId) {
        const [existing] = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.fromId, fromId), eq(chatMessages.clientId, input.clientId)))
          .limit(1);
        if (existing) return { message: existing, users, duplicate: true };
      }
      try {
        return await db.transaction(async (tx) => {
          // Lock the conversation first: a retry of the same clientId racing on another socket waits
          // here, then finds the stored message instead of taking a second sequence number.
          await tx.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.id, conversationId)).for("update");
          if (input.clientId) {
            const [stored] = await tx
              .select()
              .from(chatMessages)
              .where(and(eq(chatMessages.fromId, fromId), eq(chatMessages.clientId, input.clientId)))
              .limit(1);
            if (stored) return { message: stored, users, duplicate: true };
          }
          const [bumped] = await tx
            .update(chatConversations)
            .set({
              lastSeq: sql`${chatConversations.lastSeq} + 1`,
              lastTime: sql`greatest(${Date.now()}::bigint, ${chatConversations.lastTime} + 1)`,
              lastMessage: input.content.slice(0, 200),
            })
            .where(eq(chatConversations.id, conversationId))
            .returning({ lastSeq: chatConversations.lastSeq, lastTime: chatConversations.lastTime });
          if (!bumped) throw new Error("conversation vanished");
          const message: StoredMessage = {
            id: randomUUID(),
            conversationId,
            seq: bumped.lastSeq,
            fromId,
            content: input.content,
            type: input.type,
            timestamp: Number(bumped.lastTime),
            clientId: input.clientId,
          };
          await tx.insert(chatMessages).values(message);
          // Sending implies having read the chat; a new message brings the chat back into both lists.
          await tx
            .update(chatMemberships)
            .set({ readSeq: message.seq, readTime: message.timestamp, hidden: false })
            .where(and(eq(chatMemberships.conversationId, conversationId), eq(chatMemberships.userId, fromId)));
          await tx
            .update(chatMemberships)
            .set({ hidden: false })
            .where(and(eq(chatMemberships.conversationId, conversationId), eq(chatMemberships.userId, peerId)));
          return { message, users, duplicate: false };
        });
      } catch (error) {
        // Belt and braces: the unique (sender, clientId) index caught a concurrent duplicate.
        const cause = (error as { cause?: { code?: string } }).cause;
        if (!input.clientId || cause?.code !== "23505") throw error;
        const [stored] = await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.fromId, fromId), eq(chatMessages.clientId, input.clientId)))
          .limit(1);
        if (!stored) throw error;
        return { message: stored, users, duplicate: true };
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
        .orderBy(sql`case when ${memberships.role} = 'admin' then 0 else 1 end`, asc(memberships.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}

/** The chat repository's type. */
export type ChatRepository = ReturnType<typeof createChatRepository>;
