import type { LAW_LESSON_CATEGORIES } from "@cidp/api-client/contract";

/** A chapter of a seeded lesson: its title in the outline and the length of its sample video. */
export interface CatalogueChapter {
  title: string;
  seconds: number;
}

/** A seeded lesson as written here; chapters get their sample video from lesson-videos.ts. */
export interface CatalogueLesson {
  title: string;
  category: (typeof LAW_LESSON_CATEGORIES)[number];
  summary: string;
  lecturer: string;
  lecturerTitle: string;
  lecturerIntro: string;
  priceFen: number;
  learners: number;
  chapters: readonly CatalogueChapter[];
  /** How many chapters from the first are free previews (all of them for a free lesson). */
  freeChapters: number;
}

/** An outline as its titles and lengths ("mm:ss"), the way a course page prints it. */
function outline(...chapters: readonly (readonly [string, string])[]): CatalogueChapter[] {
  return chapters.map(([title, length]) => {
    const [minutes, seconds] = length.split(":").map(Number);
    return { title, seconds: (minutes ?? 0) * 60 + (seconds ?? 0) };
  });
}

const lecturers = {
  wang: {
    lecturer: "王志刚",
    lecturerTitle: "吉林建诚律师事务所 高级合伙人",
    lecturerIntro: "执业二十年，专注建设工程施工合同与工程款纠纷，代理案件标的累计逾三十亿元。",
  },
  chen: { lecturer: "陈淑华", lecturerTitle: "长春理工大学法学院 副教授", lecturerIntro: "研究方向为建设工程法与政府采购法，参与编写《建设工程合同实务》。" },
  liu: { lecturer: "刘海波", lecturerTitle: "吉林正平律师事务所 律师", lecturerIntro: "长期为施工企业提供劳动用工合规与农民工工资支付咨询。" },
  zhao: { lecturer: "赵立新", lecturerTitle: "注册安全工程师、法律顾问", lecturerIntro: "曾任施工企业安全总监，熟悉安全生产责任体系与事故调查处理。" },
} as const;

/**
 * Twelve lessons over the six categories: three free, the others priced; the first chapter (or
 * two) of a paid lesson is a free preview. Each is as long as such a course is (4 to 10 lectures
 * of 18 to 43 minutes, 1.5 to 6 hours), and a dearer one is longer: free 1.5–2 hours, ¥99 about
 * 2¼, ¥199 2¾, ¥299 3¾, ¥399 5 to 6. Learner counts are fixed numbers, so restarts agree.
 */
export const lessonCatalogue: readonly CatalogueLesson[] = [
  {
    title: "建设工程施工合同签订要点",
    category: "合同管理",
    summary: "从招标文件到合同条款，逐条讲清施工合同签订时最容易忽视的风险点。",
    ...lecturers.wang,
    priceFen: 19_900,
    learners: 1268,
    chapters: outline(
      ["合同主体资格审查", "24:18"],
      ["工期与质量条款", "28:42"],
      ["价款与支付条款", "31:05"],
      ["工程变更与签证条款", "26:37"],
      ["违约责任与合同解除", "29:50"],
      ["争议解决条款与签约流程", "22:16"],
    ),
    freeChapters: 1,
  },
  {
    title: "工程签证与变更管理实务",
    category: "合同管理",
    summary: "签证、变更、索赔的证据怎么留，结算时才算得上。",
    ...lecturers.chen,
    priceFen: 29_900,
    learners: 842,
    chapters: outline(
      ["签证的法律性质与效力", "27:35"],
      ["签证单的规范填写", "30:12"],
      ["设计变更的程序", "33:48"],
      ["工程量与价款的调整", "35:20"],
      ["索赔的程序与期限", "32:06"],
      ["索赔证据的固定", "34:27"],
      ["签证纠纷典型案例评析", "38:55"],
    ),
    freeChapters: 1,
  },
  {
    title: "合同管理入门：十个常见误区",
    category: "合同管理",
    summary: "面向项目经理的合同管理入门课，免费学习。",
    ...lecturers.chen,
    priceFen: 0,
    learners: 3521,
    chapters: outline(
      ["误区一、二：口头约定与书面合同", "19:26"],
      ["误区三、四：补充协议与会议纪要", "21:08"],
      ["误区五、六：合同章、项目章与授权", "20:35"],
      ["误区七、八：固定总价与工程量风险", "22:47"],
      ["误区九、十：逾期通知与诉讼时效", "18:52"],
    ),
    freeChapters: 5,
  },
  {
    title: "工程款结算与催收",
    category: "工程款结算",
    summary: "结算审计、工程款优先受偿权与催收策略，一课讲透。",
    ...lecturers.wang,
    priceFen: 39_900,
    learners: 1930,
    chapters: outline(
      ["结算的依据与范围", "30:24"],
      ["竣工结算的程序与期限", "33:15"],
      ["审计结论与结算的关系", "35:48"],
      ["“以审计为准”条款的效力", "28:36"],
      ["工程款利息与违约金", "31:52"],
      ["建设工程价款优先受偿权", "39:10"],
      ["优先受偿权的行使期限与范围", "34:27"],
      ["催收函与诉讼时效管理", "32:05"],
      ["以房抵款与债权转让的风险", "36:44"],
      ["工程款诉讼的证据准备", "38:18"],
    ),
    freeChapters: 1,
  },
  {
    title: "阴阳合同与结算依据",
    category: "工程款结算",
    summary: "备案合同与实际履行合同不一致时，按哪一份结算？",
    ...lecturers.wang,
    priceFen: 19_900,
    learners: 755,
    chapters: outline(
      ["何为阴阳合同", "22:35"],
      ["招标项目中的“黑白合同”", "27:18"],
      ["司法解释的规定", "29:44"],
      ["实质性内容变更的认定", "26:09"],
      ["合同无效时如何结算", "28:53"],
      ["典型案例评析", "31:27"],
    ),
    freeChapters: 1,
  },
  {
    title: "农民工工资支付合规",
    category: "劳务用工",
    summary: "工资专用账户、实名制管理与总包代发，《保障农民工工资支付条例》实务解读。",
    ...lecturers.liu,
    priceFen: 9_900,
    learners: 2604,
    chapters: outline(
      ["条例的适用范围", "18:42"],
      ["工资支付的主体与责任", "22:15"],
      ["工资专用账户", "24:36"],
      ["实名制管理与总包代发", "23:50"],
      ["工资保证金与维权信息公示", "20:28"],
      ["欠薪的法律责任", "25:04"],
    ),
    freeChapters: 2,
  },
  {
    title: "劳务分包与用工风险",
    category: "劳务用工",
    summary: "劳务分包、劳务派遣与包工头用工，责任如何划分。",
    ...lecturers.liu,
    priceFen: 19_900,
    learners: 1117,
    chapters: outline(
      ["劳务分包与劳务派遣的区别", "24:22"],
      ["劳务分包的资质与备案", "26:48"],
      ["违法分包与转包的认定", "29:35"],
      ["事实劳动关系的认定", "28:10"],
      ["工伤责任的承担", "31:42"],
      ["包工头用工的风险防范", "25:57"],
    ),
    freeChapters: 1,
  },
  {
    title: "招投标法律风险防范",
    category: "招投标",
    summary: "串标、围标与低价中标，投标人的红线在哪里。",
    ...lecturers.chen,
    priceFen: 29_900,
    learners: 1388,
    chapters: outline(
      ["招标方式与程序", "26:30"],
      ["必须招标的项目范围", "24:52"],
      ["资格预审与资质条件", "27:45"],
      ["投标文件的常见瑕疵", "31:18"],
      ["串通投标的认定", "33:40"],
      ["低于成本价投标", "25:36"],
      ["中标无效与合同效力", "29:22"],
      ["异议与投诉", "28:05"],
    ),
    freeChapters: 1,
  },
  {
    title: "政府采购与招投标基础",
    category: "招投标",
    summary: "免费入门课：政府采购法与招标投标法的区别与衔接。",
    ...lecturers.chen,
    priceFen: 0,
    learners: 4210,
    chapters: outline(["两部法律的适用", "23:14"], ["采购方式一览", "26:38"], ["公告与时限", "21:50"], ["质疑、投诉与救济", "24:06"]),
    freeChapters: 4,
  },
  {
    title: "安全生产责任与事故处理",
    category: "安全生产",
    summary: "施工企业主要负责人与项目负责人的安全生产责任，事故发生后怎么办。",
    ...lecturers.zhao,
    priceFen: 19_900,
    learners: 1675,
    chapters: outline(
      ["安全生产责任制", "25:46"],
      ["安全生产许可证与“三类人员”", "27:20"],
      ["危大工程管理", "30:18"],
      ["事故报告与应急救援", "26:55"],
      ["事故调查与行政处罚", "28:32"],
      ["刑事责任的边界", "32:09"],
    ),
    freeChapters: 1,
  },
  {
    title: "施工现场安全检查要点",
    category: "安全生产",
    summary: "免费课程：对照检查标准，逐项讲解现场安全检查。",
    ...lecturers.zhao,
    priceFen: 0,
    learners: 5032,
    chapters: outline(["安全检查标准概述", "18:25"], ["脚手架与模板", "24:40"], ["临时用电", "22:13"], ["起重机械", "23:36"], ["基坑与高处作业", "20:51"]),
    freeChapters: 5,
  },
  {
    title: "建设工程纠纷的仲裁与诉讼",
    category: "纠纷解决",
    summary: "选仲裁还是诉讼、管辖怎么定、鉴定怎么申请，实务经验分享。",
    ...lecturers.wang,
    priceFen: 39_900,
    learners: 968,
    chapters: outline(
      ["仲裁与诉讼的选择", "32:16"],
      ["仲裁条款的效力审查", "29:48"],
      ["管辖与诉讼主体", "34:05"],
      ["财产保全", "31:37"],
      ["证据的收集与举证", "38:22"],
      ["工程造价鉴定", "42:10"],
      ["工程质量鉴定", "36:45"],
      ["调解与和解", "28:54"],
      ["裁判文书的执行", "33:28"],
    ),
    freeChapters: 1,
  },
];

/**
 * What every lesson's introduction says about its videos: this is a demonstration site, whose
 * videos are generated title cards as long as the outline says, not recorded lectures; the
 * outline, lecturer and price are what the product would sell.
 */
export const SAMPLE_VIDEO_NOTE =
  "【演示说明】本站为演示平台，本课程各讲视频均为平台自动生成的演示样片：每讲只有一张标题卡（课程名、章节名和计时），时长与课程目录一致，没有真实授课内容。课程目录、讲师介绍和价格展示的是课程正式上架销售时的形态。";

/** A lesson's length in whole minutes. */
export const lessonMinutes = (lesson: CatalogueLesson) => Math.round(lesson.chapters.reduce((sum, chapter) => sum + chapter.seconds, 0) / 60);

/** 课程介绍 of a seeded lesson: its summary, lecturer and length, then {@link SAMPLE_VIDEO_NOTE}. */
export function lessonIntroduction(lesson: CatalogueLesson): string {
  const minutes = lessonMinutes(lesson);
  const length = `${Math.floor(minutes / 60)}小时${minutes % 60 > 0 ? `${minutes % 60}分钟` : ""}`;
  return `${lesson.summary}本课程由${lesson.lecturer}主讲，共${lesson.chapters.length}讲、总时长约${length}，结合典型案例讲解法律规定与实务操作，适合施工企业管理人员、项目经理和法务人员学习。${SAMPLE_VIDEO_NOTE}`;
}
