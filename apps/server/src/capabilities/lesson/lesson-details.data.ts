import { ORDER_PAY_TIMEOUT_MINUTES } from "@cidp/domain";
import type { CatalogueLesson } from "./lesson-catalogue.ts";
import type { LessonDetails } from "./schema.ts";

/** Who sells the lessons, invoices them and decides refunds: the platform's operator. */
const SELLER = "省建筑产业互联网平台运营有限公司";

/** 适合人群 of each demo lesson, by title: who the lesson was written for. */
const AUDIENCE: Readonly<Record<string, readonly string[]>> = {
  建设工程施工合同签订要点: ["施工企业经营、合约及商务人员", "项目经理、项目商务经理", "企业法务与合同审批人员"],
  工程签证与变更管理实务: ["项目商务经理、预算及造价人员", "现场技术负责人和施工员", "负责结算资料的合约人员"],
  "合同管理入门：十个常见误区": ["刚接触合同工作的施工企业员工", "中小建筑企业负责人", "想了解合同基础知识的项目管理人员"],
  工程款结算与催收: ["施工企业财务、商务及结算人员", "被拖欠工程款的企业负责人", "企业法务与清欠工作负责人"],
  阴阳合同与结算依据: ["参与招投标并签订施工合同的企业负责人", "结算及造价人员", "处理结算争议的企业法务"],
  农民工工资支付合规: ["施工总承包企业劳务管理人员", "项目经理与劳资专管员", "劳务分包企业负责人"],
  劳务分包与用工风险: ["总包企业劳务与分包管理人员", "劳务分包企业负责人", "企业人事与法务人员"],
  招投标法律风险防范: ["投标企业经营及标书编制人员", "招标人、招标代理机构从业人员", "企业法务"],
  政府采购与招投标基础: ["初次参加政府采购或招投标的企业员工", "中小建筑企业经营人员"],
  安全生产责任与事故处理: ["企业主要负责人和安全管理人员", "项目经理与专职安全员", "处理事故善后的企业法务"],
  施工现场安全检查要点: ["项目专职安全员和施工员", "班组长及现场管理人员"],
  建设工程纠纷的仲裁与诉讼: ["有工程款、质量或工期纠纷的施工企业负责人", "企业法务与诉讼对接人员", "项目商务经理"],
};

/** "共 n 讲，约 h 小时 m 分钟": the outline's length as a buyer reads it. */
function lengthOf(lesson: CatalogueLesson): string {
  const minutes = Math.round(lesson.chapters.reduce((sum, c) => sum + c.seconds, 0) / 60);
  const hours = Math.floor(minutes / 60);
  return `共 ${lesson.chapters.length} 讲，约 ${hours > 0 ? `${hours} 小时 ` : ""}${minutes % 60} 分钟`;
}

/**
 * What a seeded lesson's page tells a buyer before paying. The refund rules say what the order
 * module does for a lesson: the buyer asks on the order at any time while it is paid, the platform
 * decides; an approved refund is the whole amount back to the payment (there is no partial refund),
 * and the business loses the paid chapters with it (LESSON_ACCESS_STATES); while the request waits,
 * or after it is refused, the lesson stays open.
 */
export function lessonDetails(lesson: CatalogueLesson): LessonDetails {
  const provider = `${SELLER}（课程销售、开票与售后）；课程内容由${lesson.lecturer}（${lesson.lecturerTitle}）主讲并提供`;
  const audience = [...(AUDIENCE[lesson.title] ?? [])];
  const demo = "本站为演示平台：各讲视频为平台生成的演示样片（标题卡和计时），没有真实授课内容";
  if (lesson.priceFen === 0) {
    return {
      provider,
      audience,
      includes: [`全部章节免费观看，${lengthOf(lesson)}`, "无需购买，登录后学习进度按成员各自保存，下次从上次位置继续播放", "长期有效，不限观看次数"],
      terms: ["免费课程无需下单，游客也可观看", "课程视频仅供学习使用，不得录制、转载或公开传播", demo],
      refundRules: ["免费课程不产生订单，不涉及退款"],
    };
  }
  return {
    provider,
    audience,
    includes: [
      `全部章节视频，${lengthOf(lesson)}（含免费试看 ${lesson.freeChapters} 讲）`,
      "本企业所有成员登录后均可学习，进度按成员各自保存，下次从上次位置继续播放",
      "长期有效：订单未退款即可反复观看，不限次数",
    ],
    terms: [
      "课程按企业购买：以本企业身份下单支付，一家企业购买一次即可",
      `下单后请在 ${ORDER_PAY_TIMEOUT_MINUTES} 分钟内支付，超时订单自动取消`,
      "课程视频仅供本企业内部学习，不得录制、转载或公开传播",
      demo,
    ],
    refundRules: [
      "支付后可在 会员中心 · 已购服务 的订单详情中填写原因申请退款，由平台审核",
      "审核期间及平台拒绝退款后，本企业成员仍可继续学习",
      "平台同意退款后，款项按原支付方式全额退回，本企业成员随即不能再观看付费章节",
      "不按已学习的章节或时长部分退款",
    ],
  };
}
