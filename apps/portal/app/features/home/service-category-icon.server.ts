// Which icon a service's card shows, by what kind of service it is (法律, 检测, 造价 …), so a
// visitor tells the cards apart at a glance. The icons are drawn here, on the server, into the
// loader's data as SVG markup: the visitor home's scripts (budget 137 KB gzip, e2e/size-budget.spec.ts)
// carry none of them, however many kinds there are. One module per icon, never the library's index.
import type { ShopServiceCategory } from "@cidp/domain";
import Banknote from "lucide-react/icons/banknote";
import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Building from "lucide-react/icons/building";
import Calculator from "lucide-react/icons/calculator";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Crown from "lucide-react/icons/crown";
import FileBadge from "lucide-react/icons/file-badge";
import FilePenLine from "lucide-react/icons/file-pen-line";
import FlaskConical from "lucide-react/icons/flask-conical";
import Forklift from "lucide-react/icons/forklift";
import GraduationCap from "lucide-react/icons/graduation-cap";
import MessagesSquare from "lucide-react/icons/messages-square";
import Monitor from "lucide-react/icons/monitor";
import PencilRuler from "lucide-react/icons/pencil-ruler";
import Receipt from "lucide-react/icons/receipt";
import Scale from "lucide-react/icons/scale";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type Icon = typeof BriefcaseBusiness;

/**
 * The kinds of service a card can show, each with an icon of its own; `other` (and whatever no
 * rule knows) gets the neutral briefcase the cards all had before. Equipment, labour, finance and
 * law draw the icons of the same abilities in 供需对接, so one kind looks the same across the page.
 */
export const serviceCategoryIcons = {
  legal: Scale, // 法律服务, 律师
  tendering: FilePenLine, // 招投标代理
  qualification: FileBadge, // 资质代办, 证照
  tax: Receipt, // 财税, 代账
  insurance: ShieldCheck, // 保险, 担保, 保函
  finance: Banknote, // 金融, 融资
  costing: Calculator, // 工程造价
  testing: FlaskConical, // 检测, 检验, 鉴定
  supervision: ClipboardCheck, // 工程监理
  design: PencilRuler, // 设计, 审图, BIM
  training: GraduationCap, // 培训, 课程
  equipment: Forklift, // 设备, 租赁
  labor: Users, // 人力, 劳务
  software: Monitor, // 软件, 信息化
  membership: Crown, // VIP, 会员
  consulting: MessagesSquare, // 工程咨询
  enterprise: Building, // 企业服务 that says no more
  other: BriefcaseBusiness, // the default
} as const satisfies Record<string, Icon>;

/** A kind of service with an icon of its own (`other`: the default). */
export type ServiceIconCategory = keyof typeof serviceCategoryIcons;

/**
 * The words that tell a kind in a category's or a title's free text (the CMS's packages are
 * filed under categories an operator types: 法律服务, 企业服务 …). The first kind with a word in
 * the text wins, so the more telling kinds come first: 法律顾问 is legal, not consulting; 供应链金融咨询
 * finance; 资质代办 a qualification, not just an enterprise service.
 */
const keywords: readonly (readonly [ServiceIconCategory, readonly string[]])[] = [
  ["legal", ["法律", "法务", "律师", "律所", "诉讼", "仲裁", "合同", "纠纷", "催收", "追索", "追讨", "维权", "合规", "事故"]],
  ["tendering", ["招投标", "招标", "投标", "标书"]],
  ["qualification", ["资质", "证书", "证照", "许可证", "认证", "备案"]],
  ["tax", ["财税", "税务", "纳税", "代账", "记账", "会计", "发票"]],
  ["insurance", ["保险", "担保", "保函", "保证金"]],
  ["finance", ["金融", "融资", "贷款", "信贷", "保理", "银行", "授信"]],
  ["costing", ["造价", "预算", "概算", "结算", "计量", "工程量"]],
  ["testing", ["检测", "检验", "试验", "鉴定", "探伤", "监测", "化验"]],
  ["supervision", ["监理", "监督"]],
  ["design", ["设计", "审图", "图纸", "深化", "bim"]],
  ["training", ["培训", "课程", "课堂", "教育", "考试", "讲座", "取证"]],
  ["equipment", ["设备", "机械", "租赁", "塔吊", "吊车"]],
  ["labor", ["劳务", "人力", "用工", "招聘", "人才", "派遣", "班组"]],
  ["software", ["软件", "信息化", "数字化", "智慧工地", "saas"]],
  ["membership", ["vip", "会员"]],
  ["consulting", ["咨询", "顾问", "评价", "评估"]],
  ["enterprise", ["企业服务", "工商", "代办"]],
];

/** The kind a free text names, or null when it names none. */
function kindInText(text: string): ServiceIconCategory | null {
  const words = text.toLowerCase();
  return keywords.find(([, list]) => list.some((word) => words.includes(word)))?.[0] ?? null;
}

/** The shops' own categories (@cidp/domain): each its kind; `other` says nothing, so its title tells. */
const shopServiceKinds: Readonly<Record<ShopServiceCategory, ServiceIconCategory | null>> = {
  consulting: "consulting",
  design: "design",
  testing: "testing",
  supervision: "supervision",
  costing: "costing",
  legal: "legal",
  training: "training",
  other: null,
};

/**
 * What a card offers: a service package of the CMS (its category is free text), a shop's service
 * (a category of @cidp/domain's SHOP_SERVICE_CATEGORIES), a law lesson, a lawyer or a VIP plan.
 */
export interface ServiceOfCard {
  kind: "package" | "shop-service" | "lesson" | "lawyer" | "vip";
  category?: string;
  title?: string;
}

/**
 * The kind of service a card shows. Lessons are 课程, lawyers 法律 and VIP plans 会员 whatever their
 * topic; a package or a shop's service is what its category says, and when the category says
 * nothing particular (企业服务, 其他, one no rule knows) what its title says; else `enterprise` for
 * a plain 企业服务, else the default.
 */
export function serviceIconCategory({ kind, category = "", title = "" }: ServiceOfCard): ServiceIconCategory {
  if (kind === "lesson") return "training";
  if (kind === "lawyer") return "legal";
  if (kind === "vip") return "membership";
  const byCode = kind === "shop-service" && Object.hasOwn(shopServiceKinds, category) ? shopServiceKinds[category as ShopServiceCategory] : undefined;
  const fromCategory = byCode === undefined ? kindInText(category) : byCode;
  if (fromCategory && fromCategory !== "enterprise") return fromCategory;
  return kindInText(title) ?? fromCategory ?? "other";
}

const markup = new Map<ServiceIconCategory, string>();

/**
 * A kind's icon as SVG markup, as the home cards draw their icons (28 px, stroke 1.75): decorative
 * (aria-hidden, not focusable), the card's title names the service. Drawn once per kind.
 */
export function serviceIconSvg(category: ServiceIconCategory): string {
  let svg = markup.get(category);
  if (svg === undefined) {
    svg = renderToStaticMarkup(createElement(serviceCategoryIcons[category], { size: 28, strokeWidth: 1.75, "aria-hidden": "true", focusable: "false" }));
    markup.set(category, svg);
  }
  return svg;
}

/** What a card needs to show a service's icon: its kind (a `data-` attribute) and its SVG. */
export function serviceIconOf(service: ServiceOfCard): { category: ServiceIconCategory; svg: string } {
  const category = serviceIconCategory(service);
  return { category, svg: serviceIconSvg(category) };
}
