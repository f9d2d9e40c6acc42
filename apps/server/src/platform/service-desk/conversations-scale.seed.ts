import { OPERATOR_ROLES, operatorMay } from "@cidp/domain";
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, numberOf, pickId, pickOf, rowHash } from "../../db/scale-sql.ts";
import { SCALE_MEMBER_PHONE_PREFIX } from "../member/members-scale.seed.ts";
import { operators } from "../operator/schema.ts";

// 在线客服 conversations for the benchmarks at scale (see src/composition/seed-scale.ts): the
// scale seed's members (members-scale.seed.ts) each wrote once; most conversations have ended
// (历史), some wait in the queue, some are being served.

const questions = [
  "你好，企业认证提交后多久能审核完成？",
  "请问怎么开具增值税专用发票？",
  "招标公告发布后可以修改吗？",
  "我们公司的资质证书上传失败，一直提示格式不对",
  "询价单的报价截止时间能延长吗？",
  "VIP会员到期后之前发布的信息还在吗？",
  "对公转账已经付款了，订单还是待支付",
  "设备租赁信息审核没通过，原因看不懂",
  "怎么邀请同事加入我们企业？",
  "劳务实名制的考勤数据可以导出吗？",
];

const lastLines = ["好的，谢谢", "请稍等，我帮您查询一下。", "已经处理好了", "还是不行，麻烦再看看", "明白了", "感谢您的咨询，祝您工作顺利！"];

/**
 * Tops the conversations of the scale seed's members up to `target`: member i's, one each (so
 * no member has two open). Five in a hundred wait (written in the last two hours), five are being
 * served by an agent, the rest ended over two years, each by one of the agents.
 */
export async function seedScaleServiceConversations(db: Database, target: number): Promise<number> {
  const agentRoles = OPERATOR_ROLES.filter((role) => operatorMay(role, "service.answer"));
  const agents = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(inArray(operators.role, agentRoles), isNull(operators.disabledAt)));
  if (agents.length === 0) throw new Error("the demo seed has no agent of 在线客服");
  const agentIds = agents.map((agent) => agent.id);
  const have = await numberOf(
    db,
    sql`select count(*) from service_conversation c join member m on m.id = c.member_id where m.phone like ${`${SCALE_MEMBER_PHONE_PREFIX}%`}`,
  );
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      insert into service_conversation
        (member_id, state, agent_id, company_name, first_words, first_seq, started_at, taken_at, closed_at, last_message, last_at, activity)
      select m.id, s.state,
        case when s.state = 'waiting' then null else ${pickId(agentIds, rowHash(43))} end,
        '', ${pickOf(questions, rowHash(44))}, 1, s.started_at,
        case when s.state = 'waiting' then null else s.started_at + interval '1 minute' end,
        case when s.state = 'closed' then s.last_at end,
        ${pickOf(lastLines, rowHash(45))}, s.last_at, (extract(epoch from s.last_at) * 1000)::bigint
      from generate_series(${from}::int, ${to}::int) as g(i)
      join member m on m.phone = ${SCALE_MEMBER_PHONE_PREFIX} || lpad(g.i::text, 8, '0')
      cross join lateral (select case when ${rowHash(41)} % 100 < 5 then 'waiting' when ${rowHash(41)} % 100 < 10 then 'active' else 'closed' end as state) as k
      cross join lateral (
        select k.state,
          case when k.state = 'closed' then ${backInTime(42)} else now() - make_interval(secs => (${rowHash(42)} % 7200)::double precision) end as started_at
      ) as s0
      cross join lateral (
        select s0.state, s0.started_at, least(now(), s0.started_at + make_interval(secs => (${rowHash(46)} % 3600)::double precision)) as last_at
      ) as s
      on conflict do nothing`),
  );
}
