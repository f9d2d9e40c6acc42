import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { hashOf, inBatches, numberOf, pickOf } from "../../db/scale-sql.ts";
import { createChatRepository } from "./repository.ts";
import { chatConversations, chatUsers } from "./schema.ts";

// Realistic Chinese chats for the benchmarks at scale (see src/db/seed-scale.ts): the member talks
// with fifty suppliers and partners; every conversation gets its share of the messages.

const peers = [
  "吉林宏远建设工程有限公司",
  "长春鑫达钢材贸易有限公司",
  "吉林省恒基混凝土有限公司",
  "四平市华通机械租赁有限公司",
  "延边东方建材有限公司",
  "松原市正阳劳务有限公司",
  "通化市顺达物流有限公司",
  "白城市金石水泥有限公司",
  "吉林中诚工程造价咨询有限公司",
  "长春安泰安全设备有限公司",
].flatMap((name, n) => ["项目部", "采购部", "商务部", "财务部", "工程部"].map((dept, d) => ({ id: `scale-peer-${n * 5 + d + 1}`, name: `${name}${dept}` })));

const lines = [
  "您好，请问螺纹钢HRB400现在什么价格？",
  "今天出厂价每吨3850元，含税送到工地。",
  "C30混凝土明天上午能安排600方吗？",
  "可以，泵车已经安排好了，早上七点到场。",
  "合同我这边已经盖章，麻烦您尽快回传。",
  "发票下周一开出来，寄到项目部。",
  "塔吊租赁按月结算，押金可以分两次付。",
  "报价单已经发到邮箱了，请查收。",
  "好的，收到，我们内部评审后回复您。",
  "进度款这周能付吗？工人工资要按时发。",
  "明天质监站来验收，材料检测报告准备好了吗？",
  "没问题，检测报告和合格证都随车带过去。",
];

/** The member's chat user and the fifty peers, with a conversation each; returns their ids. */
async function openPeerConversations(db: Database, member: { id: number; realName: string; avatar: string }) {
  const chat = createChatRepository(db);
  const memberUser = await chat.ensureMemberUser(member);
  await db
    .insert(chatUsers)
    .values(peers.map((p) => ({ id: p.id, name: p.name })))
    .onConflictDoNothing();
  const conversations: number[] = [];
  for (const peer of peers) conversations.push(await chat.openConversation(memberUser, peer.id));
  return { memberUser, conversations };
}

/**
 * Tops the member's scale conversations up to `target` messages in all: message i goes to
 * conversation i mod 50 with that conversation's next sequence number and a later time, so the
 * chat's invariants (contiguous sequence, time order = sequence order) hold as after real sends.
 */
export async function seedScaleChat(db: Database, member: { id: number; realName: string; avatar: string }, target: number): Promise<number> {
  const { memberUser, conversations } = await openPeerConversations(db, member);
  const inScale = inArray(chatConversations.id, conversations);
  const have = await numberOf(db, sql`select coalesce(sum(${chatConversations.lastSeq}), 0) from ${chatConversations} where ${inScale}`);
  const startedAt = Date.now();
  const i = sql`g.i`;
  const added = await inBatches(have + 1, target, async (from, to) => {
    await db.execute(sql`
      insert into chat_message (id, conversation_id, seq, from_id, content, type, timestamp)
      select gen_random_uuid(), c.id, c.last_seq + (g.i - ${from}::int) / ${conversations.length}::int + 1,
        case when ${hashOf(i, 31)} % 2 = 0 then ${memberUser} else c.peer end,
        ${pickOf(lines, hashOf(i, 32))}, 0,
        -- 20 s apart, ending now; never before the conversation's last message.
        greatest(c.last_time + (g.i - ${from}::int) / ${conversations.length}::int + 1, ${startedAt}::bigint - (${target}::bigint - g.i) * 20000)
      from generate_series(${from}::int, ${to}::int) as g(i)
      join (
        select id, last_seq, last_time, case when user_a = ${memberUser} then user_b else user_a end as peer,
          row_number() over (order by id) - 1 as k
        from chat_conversation where ${inScale}
      ) as c on c.k = (g.i - 1) % ${conversations.length}::int`);
    // Each conversation's last message, by its newest sequence number (one index probe each).
    await db.execute(sql`
      update chat_conversation as c set last_seq = m.seq, last_time = m.timestamp, last_message = left(m.content, 200)
      from chat_conversation as s
      cross join lateral (select seq, timestamp, content from chat_message where conversation_id = s.id order by seq desc limit 1) as m
      where c.id = s.id and ${inArray(sql`s.id`, conversations)}`);
  });
  if (added === 0) return 0;
  // The peers have read everything; the member has a few unread in every fourth conversation.
  await db.execute(sql`
    update chat_membership as ms set
      read_seq = greatest(0, c.last_seq - case when ms.user_id = ${memberUser} and c.id % 4 = 0 then 3 else 0 end),
      read_time = c.last_time
    from chat_conversation as c
    where ms.conversation_id = c.id and ${inArray(sql`c.id`, conversations)}`);
  return added;
}
