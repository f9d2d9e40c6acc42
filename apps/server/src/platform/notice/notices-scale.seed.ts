import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { hashOf, inBatches, pickOf } from "../../db/scale-sql.ts";
import { centerNotices, noticeCounters } from "./schema.ts";

// Realistic Chinese notices and announcements for the benchmarks at scale (see src/db/seed-scale.ts).

// The drawer's tabs as a member's notices fall: order service most, system notices least.
const noticeTypes = ["0", "0", "0", "0", "0", "0", "0", "1", "1", "1", "1", "1", "2", "2", "2", "3", "3", "3", "3", "3"];

// [title, content] per tab, six each; {n} becomes a number of the row (order, bill, inquiry).
const templates = [
  [
    ["询价单已收到新报价", "您发布的询价单XJ{n}已收到供应商报价，请及时查看并比价。"],
    ["订单待确认", "订单DD{n}（商品混凝土C30）待您确认收货，请在7日内处理。"],
    ["投标结果通知", "您参与的招标项目ZB{n}已开标，请查看中标结果。"],
    ["合同待签署", "采购合同HT{n}已由对方签署，请尽快完成电子签章。"],
    ["发货通知", "订单DD{n}的螺纹钢已发货，预计3日内送达施工现场。"],
    ["付款提醒", "订单DD{n}的进度款将于本周到期，请按合同约定付款。"],
  ],
  [
    ["企业认证审核通过", "您提交的企业认证资料（编号RZ{n}）已审核通过。"],
    ["服务即将到期提醒", "您的VIP会员服务（编号FW{n}）将于7天后到期，续费可享9折。"],
    ["发票已开具", "服务单FW{n}的增值税专用发票已开具，请在订单详情中下载。"],
    ["融资申请进度更新", "您的融资申请RZ{n}已进入银行审批阶段，预计3个工作日内反馈。"],
    ["资质证书即将过期", "贵司资质证书ZS{n}将于30天后过期，请及时办理延续。"],
    ["律师已接单", "您的法律咨询单FL{n}已由平台律师接单，请保持电话畅通。"],
  ],
  [
    ["系统维护公告", "平台将于本周六 00:00-04:00 进行系统升级（工单{n}），期间部分功能暂停使用。"],
    ["账号安全提醒", "您的账号于异地登录（记录{n}），如非本人操作请立即修改密码。"],
    ["隐私政策更新", "平台隐私政策已更新（版本{n}），请登录后查看修订内容。"],
    ["新功能上线", "劳务实名制管理功能已上线（公告{n}），欢迎体验。"],
    ["客服时间调整", "节假日期间客服热线服务时间调整为 9:30-16:00（通知{n}）。"],
    ["数据备份完成", "您的企业资料已完成定期备份（批次{n}）。"],
  ],
  [
    ["VIP会员限时优惠", "开通平台VIP会员首月享5折，优惠码VIP{n}。"],
    ["建材集采节开启", "本周五开启建材集采节，螺纹钢、水泥集采价低于市场价3%-5%（活动{n}）。"],
    ["设备租赁新客礼包", "首次租赁塔吊、挖掘机可领取500元租金抵扣券（券号{n}）。"],
    ["供应链金融利率下调", "合作银行推出年化3.45%起的订单融资产品（产品{n}）。"],
    ["积分兑换上线", "发布需求、完成交易均可获得积分，积分可兑换服务时长（活动{n}）。"],
    ["法律服务套餐优惠", "企业常年法律顾问套餐立减2000元（优惠码FL{n}）。"],
  ],
];

/**
 * Tops the member's notices up to `target`, across the four tabs, over two years, newest mostly
 * unread and older mostly read. The counters follow by themselves (the notice triggers).
 */
export async function seedScaleNotices(db: Database, memberId: number, target: number): Promise<number> {
  const have = await db
    .select({ n: sql<number>`coalesce(sum(${noticeCounters.total}), 0)`.mapWith(Number) })
    .from(noticeCounters)
    .where(eq(noticeCounters.memberId, memberId));
  const i = sql`g.i`;
  return inBatches((have[0]?.n ?? 0) + 1, target, (from, to) =>
    db.execute(sql`
      insert into notice (member_id, notice_type, title, content, jump_type, jump_url, opt_id, page_source, created_at, read_at)
      select ${memberId}::int, t.notice_type,
        m.template ->> 0,
        replace(m.template ->> 1, '{n}', lpad(g.i::text, 8, '0')),
        case when t.notice_type = 0 then 1 else 0 end,
        case when t.notice_type = 0 then '/user/service-buy-list' else '' end,
        -1,
        0, t.created_at,
        case when ${hashOf(i, 14)} % 100 < (case when t.created_at < now() - interval '30 days' then 85 else 40 end)
          then t.created_at + (${hashOf(i, 15)} % 86400) * interval '1 second' end
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (
        select ${pickOf(noticeTypes, hashOf(i, 11))}::smallint as notice_type,
          now() - (${hashOf(i, 12)} % ${2 * 365 * 86_400}) * interval '1 second' as created_at
      ) as t
      cross join lateral (select ${JSON.stringify(templates)}::jsonb -> t.notice_type::int -> (${hashOf(i, 13)} % 6)::int as template) as m`),
  );
}

const announcementTitles = [
  "关于开展建筑业企业信用评价工作的通知",
  "建筑产业互联网平台用户服务协议修订公告",
  "关于启用电子营业执照登录的公告",
  "冬季施工安全专项检查通知",
  "平台新增劳务实名制管理功能",
  "关于建材价格信息发布的说明",
  "供应链金融服务合作银行名单公布",
  "平台客服热线服务时间调整公告",
];

const announcementSummaries = [
  "平台修订了用户服务协议，新增数据安全条款。",
  "各施工企业应落实冬季施工防冻、防火、防煤气中毒措施。",
  "平台每月5日发布主要建材市场参考价，供企业询价参考。",
  "首批合作银行入驻平台，提供订单融资和保函服务。",
  "项目可在线完成劳务人员实名登记、考勤和工资代发。",
  "请各企业于规定时间内登录平台提交信用评价申报材料。",
];

const announcementSources = ["平台运营中心", "省建筑安全监督站", "省建设工程造价管理站", "省住房和城乡建设厅"];

/** Tops the public announcements up to `target` (titles numbered, as the table wants them unique). */
export async function seedScaleAnnouncements(db: Database, target: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(centerNotices);
  const i = sql`g.i`;
  return inBatches((row?.n ?? 0) + 1, target, (from, to) =>
    db.execute(sql`
      insert into center_notice (title, summary, content, source, published_at)
      select ${pickOf(announcementTitles, hashOf(i, 21))} || '（' || g.i || '）', s.summary,
        '<p>' || s.summary || '</p><p>详情请登录平台查看，或致电客服热线咨询（工作日 9:30-18:30）。</p>',
        ${pickOf(announcementSources, hashOf(i, 23))},
        now() - (${hashOf(i, 24)} % ${5 * 365 * 86_400}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select ${pickOf(announcementSummaries, hashOf(i, 22))} as summary) as s
      on conflict (title) do nothing`),
  );
}
