import { count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { members } from "../member/schema.ts";
import { centerNotices, notices } from "./schema.ts";

type NoticeSeed = Omit<typeof notices.$inferInsert, "memberId" | "createdAt"> & { hoursAgo: number; read?: boolean };

/** The demo member's notices: every tab, every routing kind of spec §4, some already read. */
const demoNotices: NoticeSeed[] = [
  {
    noticeType: 3,
    hoursAgo: 1,
    title: "新用户专享：VIP会员首月5折",
    content: "即日起至月底，开通平台VIP会员首月享5折优惠，享法律咨询与服务套餐折扣（参与询价、投标不受影响）。",
    pageSource: 0,
    jumpUrl: "/user/vip/buy",
  },
  {
    noticeType: 3,
    hoursAgo: 5,
    title: "法律服务套餐限时优惠",
    content: "企业常年法律顾问套餐立减2000元，名额有限，先到先得。",
    pageSource: 0,
    jumpUrl: "/default/comprehensives-ervices/law-services/legal/package-list",
  },
  {
    noticeType: 3,
    hoursAgo: 26,
    title: "建材集采节：钢材、水泥专场",
    content: "本周五开启建材集采节，螺纹钢、P.O42.5水泥集采价低于市场价3%-5%。",
    switchType: 1,
    jumpUrl: "https://materials.example.cn/activity/",
    pageSource: 1,
  },
  {
    noticeType: 3,
    hoursAgo: 50,
    title: "设备租赁新客礼包",
    content: "首次在平台租赁塔吊、挖掘机等设备，可领取500元租金抵扣券。",
    switchType: 47,
    jumpUrl: "https://equipment.example.cn/coupon/",
    pageSource: 1,
    read: true,
  },
  {
    noticeType: 3,
    hoursAgo: 80,
    title: "供应链金融：中小企业贷款利率下调",
    content: "合作银行面向认证企业推出年化3.45%起的订单融资产品。",
    pageSource: 2,
    jumpUrl: "https://finance.example.cn/product/",
  },
  { noticeType: 3, hoursAgo: 120, title: "平台积分兑换上线", content: "发布需求、完成交易均可获得积分，积分可兑换服务时长。", switchType: 66, read: true },
  {
    noticeType: 0,
    hoursAgo: 2,
    title: "询价单已收到3份报价",
    content: "您发布的询价单《长春新区安置房项目钢筋采购》已收到3家供应商报价，请及时查看。",
    jumpType: 1,
    optId: 10021,
    jumpUrl: "/user/building-materials/secondQuotation?id=",
    pageSource: 0,
  },
  {
    noticeType: 0,
    hoursAgo: 9,
    title: "订单待确认",
    content: "订单 DD202611180032（商品混凝土C30，600立方米）待您确认收货。",
    jumpType: 1,
    // The orders list: the notice names a materials order, not one of the member's service orders.
    optId: -1,
    jumpUrl: "/user/service-buy-list",
    pageSource: 0,
  },
  {
    noticeType: 0,
    hoursAgo: 30,
    title: "投标结果通知",
    content: "您参与的《吉林市学校改扩建工程劳务分包》已开标，请查看结果。",
    switchType: 125,
    jumpUrl: "https://project.example.cn/bid/result/",
    pageSource: 1,
  },
  {
    noticeType: 0,
    hoursAgo: 72,
    title: "服务订单已完成",
    content: "您购买的“合同审查服务”已完成，欢迎对律师服务进行评价。",
    jumpType: 2,
    pageSource: 0,
    read: true,
  },
  {
    noticeType: 0,
    hoursAgo: 100,
    title: "设备租赁订单已发货",
    content: "租赁订单 ZL20261102008（25吨汽车吊）已发车，预计明日上午到场。",
    switchType: 11,
    read: true,
  },
  {
    noticeType: 1,
    hoursAgo: 3,
    title: "企业认证审核通过",
    content: "您提交的企业认证资料已审核通过，现可使用平台全部企业功能。",
    pageSource: 0,
    jumpUrl: "/user/standard-certification/my-index",
  },
  {
    noticeType: 1,
    hoursAgo: 12,
    title: "新的供应商邀请",
    content: "长春鼎盛建材贸易有限公司邀请您参与《预拌砂浆年度供应》项目。",
    jumpType: 1,
    optId: 20007,
    jumpUrl: "/user/notice/invitationInfo?id=",
    pageSource: 0,
  },
  { noticeType: 1, hoursAgo: 40, title: "服务即将到期提醒", content: "您的VIP会员将于7天后到期，续费可享老用户9折。", pageSource: 0, jumpUrl: "/user/vip/buy" },
  {
    noticeType: 1,
    hoursAgo: 90,
    title: "劳务用工需求匹配成功",
    content: "系统为您匹配到12名持证钢筋工，点击查看详情。",
    switchType: 1,
    jumpUrl: "https://labor.example.cn/match/",
    pageSource: 1,
    read: true,
  },
  { noticeType: 1, hoursAgo: 150, title: "融资申请进度更新", content: "您的融资申请已进入银行审批阶段，预计3个工作日内反馈。", jumpType: 3, pageSource: 0 },
  { noticeType: 2, hoursAgo: 4, title: "系统维护公告", content: "平台将于本周六 00:00-04:00 进行系统升级，期间部分功能暂停使用。", switchType: 66 },
  {
    noticeType: 2,
    hoursAgo: 20,
    title: "账号安全提醒",
    content: "您的账号于新设备登录，如非本人操作，请及时修改密码。",
    pageSource: 0,
    jumpUrl: "/user/password/edit",
  },
  {
    noticeType: 2,
    hoursAgo: 60,
    title: "隐私政策更新",
    content: "我们更新了《隐私政策》，新增个人信息导出说明，请知悉。",
    pageSource: 0,
    jumpUrl: "/default/global-search/privacy-policy",
  },
  {
    noticeType: 2,
    hoursAgo: 110,
    title: "新功能上线：店铺装修",
    content: "供应商可在会员中心自定义PC端和移动端店铺首页。",
    pageSource: 0,
    jumpUrl: "/user/shop-decoration",
    read: true,
  },
  { noticeType: 2, hoursAgo: 200, title: "春节假期客服安排", content: "春节期间平台客服热线服务时间调整为 9:30-16:00。", switchType: 66, read: true },
  {
    noticeType: 2,
    hoursAgo: 260,
    title: "实名认证政策调整",
    content: "根据监管要求，发布招标信息需完成企业实名认证。",
    pageSource: 3,
    jumpUrl: "/user/standard-certification/standard-index",
  },
];

const secondMemberNotices: NoticeSeed[] = [
  { noticeType: 0, hoursAgo: 2, title: "您有新的询价邀请", content: "吉林宏远建设工程有限公司邀请您对《H型钢采购》报价。", pageSource: 0 },
  { noticeType: 2, hoursAgo: 30, title: "系统维护公告", content: "平台将于本周六 00:00-04:00 进行系统升级。", switchType: 66 },
  { noticeType: 3, hoursAgo: 48, title: "供应商入驻礼包", content: "完成企业认证即可领取首页推荐位7天。", pageSource: 0 },
];

const centerNoticeSeed = [
  {
    title: "关于开展2026年度建筑业企业信用评价工作的通知",
    summary: "省住建厅部署年度信用评价，企业须于12月20日前完成信息填报。",
    source: "省住房和城乡建设厅",
    daysAgo: 1,
  },
  { title: "建筑产业互联网平台用户服务协议修订公告", summary: "平台修订了用户服务协议第五章，新增数据安全条款。", source: "平台运营中心", daysAgo: 3 },
  { title: "关于启用电子营业执照登录的公告", summary: "平台支持企业使用电子营业执照扫码登录和认证。", source: "平台运营中心", daysAgo: 8 },
  { title: "2026年冬季施工安全专项检查通知", summary: "各施工企业应落实冬季施工防冻、防火、防煤气中毒措施。", source: "省建筑安全监督站", daysAgo: 12 },
  { title: "平台新增劳务实名制管理功能", summary: "项目可在线完成劳务人员实名登记、考勤和工资代发。", source: "平台运营中心", daysAgo: 20 },
  { title: "关于建材价格信息发布的说明", summary: "平台每月5日发布主要建材市场参考价，供企业询价参考。", source: "省建设工程造价管理站", daysAgo: 35 },
  { title: "供应链金融服务合作银行名单公布", summary: "首批7家合作银行入驻平台，提供订单融资和保函服务。", source: "平台运营中心", daysAgo: 47 },
  { title: "平台客服热线服务时间调整公告", summary: "客服热线服务时间为工作日 9:30-18:30。", source: "平台运营中心", daysAgo: 60 },
];

function toRows(memberId: number, seeds: NoticeSeed[], now: number) {
  return seeds.map(({ hoursAgo, read, ...n }) => {
    const createdAt = new Date(now - hoursAgo * 3_600_000);
    return { ...n, memberId, createdAt, readAt: read ? createdAt : null };
  });
}

/** The demo notices and announcements; only seeds a member who has no notices yet. */
export async function seedNotices(db: Database): Promise<void> {
  const now = Date.now();
  for (const [phone, seeds] of [
    ["13800000001", demoNotices],
    ["13800000002", secondMemberNotices],
  ] as const) {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
    if (!member) continue;
    const [existing] = await db.select({ n: count() }).from(notices).where(eq(notices.memberId, member.id));
    if ((existing?.n ?? 0) > 0) continue;
    await db.insert(notices).values(toRows(member.id, seeds, now));
  }
  await db
    .insert(centerNotices)
    .values(
      centerNoticeSeed.map(({ daysAgo, ...n }) => ({
        ...n,
        content: `<p>${n.summary}</p><p>详情请登录平台查看，或致电客服热线咨询（工作日 9:30-18:30）。</p>`,
        publishedAt: new Date(now - daysAgo * 86_400_000),
      })),
    )
    .onConflictDoNothing({ target: centerNotices.title });
}
