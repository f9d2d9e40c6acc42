import type { LAW_LESSON_CATEGORIES } from "@cidp/api-client/contract";

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
  chapters: readonly string[];
  /** How many chapters from the first are free previews (all of them for a free lesson). */
  freeChapters: number;
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
 * two) of a paid lesson is a free preview. Learner counts are fixed numbers, so restarts agree.
 */
export const lessonCatalogue: readonly CatalogueLesson[] = [
  {
    title: "建设工程施工合同签订要点",
    category: "合同管理",
    summary: "从招标文件到合同条款，逐条讲清施工合同签订时最容易忽视的风险点。",
    ...lecturers.wang,
    priceFen: 19_900,
    learners: 1268,
    chapters: ["合同主体资格审查", "工期与质量条款", "价款与支付条款", "违约责任的约定"],
    freeChapters: 1,
  },
  {
    title: "工程签证与变更管理实务",
    category: "合同管理",
    summary: "签证、变更、索赔的证据怎么留，结算时才算得上。",
    ...lecturers.chen,
    priceFen: 29_900,
    learners: 842,
    chapters: ["签证的法律性质", "设计变更的程序", "索赔证据的固定"],
    freeChapters: 1,
  },
  {
    title: "合同管理入门：十个常见误区",
    category: "合同管理",
    summary: "面向项目经理的合同管理入门课，免费学习。",
    ...lecturers.chen,
    priceFen: 0,
    learners: 3521,
    chapters: ["口头约定与书面合同", "补充协议的效力", "合同章与项目章"],
    freeChapters: 3,
  },
  {
    title: "工程款结算与催收",
    category: "工程款结算",
    summary: "结算审计、工程款优先受偿权与催收策略，一课讲透。",
    ...lecturers.wang,
    priceFen: 39_900,
    learners: 1930,
    chapters: ["结算依据与审计", "优先受偿权的行使", "催收函与诉讼时效", "以房抵款的风险"],
    freeChapters: 1,
  },
  {
    title: "阴阳合同与结算依据",
    category: "工程款结算",
    summary: "备案合同与实际履行合同不一致时，按哪一份结算？",
    ...lecturers.wang,
    priceFen: 19_900,
    learners: 755,
    chapters: ["何为阴阳合同", "司法解释的规定", "典型案例评析"],
    freeChapters: 1,
  },
  {
    title: "农民工工资支付合规",
    category: "劳务用工",
    summary: "工资专用账户、实名制管理与总包代发，《保障农民工工资支付条例》实务解读。",
    ...lecturers.liu,
    priceFen: 9_900,
    learners: 2604,
    chapters: ["条例的适用范围", "工资专用账户", "实名制与工资代发", "欠薪的法律责任"],
    freeChapters: 2,
  },
  {
    title: "劳务分包与用工风险",
    category: "劳务用工",
    summary: "劳务分包、劳务派遣与包工头用工，责任如何划分。",
    ...lecturers.liu,
    priceFen: 19_900,
    learners: 1117,
    chapters: ["劳务分包的资质", "事实劳动关系的认定", "工伤责任的承担"],
    freeChapters: 1,
  },
  {
    title: "招投标法律风险防范",
    category: "招投标",
    summary: "串标、围标与低价中标，投标人的红线在哪里。",
    ...lecturers.chen,
    priceFen: 29_900,
    learners: 1388,
    chapters: ["招标方式与程序", "投标文件的常见瑕疵", "串通投标的认定", "异议与投诉"],
    freeChapters: 1,
  },
  {
    title: "政府采购与招投标基础",
    category: "招投标",
    summary: "免费入门课：政府采购法与招标投标法的区别与衔接。",
    ...lecturers.chen,
    priceFen: 0,
    learners: 4210,
    chapters: ["两部法律的适用", "采购方式一览", "公告与时限"],
    freeChapters: 3,
  },
  {
    title: "安全生产责任与事故处理",
    category: "安全生产",
    summary: "施工企业主要负责人与项目负责人的安全生产责任，事故发生后怎么办。",
    ...lecturers.zhao,
    priceFen: 19_900,
    learners: 1675,
    chapters: ["安全生产责任制", "危大工程管理", "事故报告与调查", "刑事责任的边界"],
    freeChapters: 1,
  },
  {
    title: "施工现场安全检查要点",
    category: "安全生产",
    summary: "免费课程：对照检查标准，逐项讲解现场安全检查。",
    ...lecturers.zhao,
    priceFen: 0,
    learners: 5032,
    chapters: ["脚手架与模板", "临时用电", "起重机械"],
    freeChapters: 3,
  },
  {
    title: "建设工程纠纷的仲裁与诉讼",
    category: "纠纷解决",
    summary: "选仲裁还是诉讼、管辖怎么定、鉴定怎么申请，实务经验分享。",
    ...lecturers.wang,
    priceFen: 39_900,
    learners: 968,
    chapters: ["仲裁与诉讼的选择", "管辖与保全", "工程造价鉴定", "调解与和解"],
    freeChapters: 1,
  },
];

/** A chapter's length in seconds: short samples, 10 to 16 seconds, fixed by its place. */
export const chapterSeconds = (lessonIndex: number, chapterIndex: number) => 10 + ((lessonIndex * 3 + chapterIndex * 5) % 7);
