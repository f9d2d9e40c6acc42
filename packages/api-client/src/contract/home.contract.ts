import { z } from "zod";
import { dateTimeSchema, idSchema, page, pageQuerySchema, phoneSchema } from "./common.contract.ts";
import { envelope } from "./envelope.ts";
import { captchaChallengeSchema } from "./login.contract.ts";

/**
 * Paths of the home and CMS content calls. The spec names these calls but not their paths
 * (§7 "Home content", "Startup"): every one below is designed: not shown in spec §7.
 */
export const homePaths = {
  /** GET ?menuCode=INDUSTRY_NAVIGATE_FOOT: the footer navigation tree. */
  navigateTree: "/api/rs-cms-service/ecomm/front/navigate/tree",
  /** GET ?code=<dictionary code>: a dictionary with children. */
  dictList: "/api/rs-cms-service/ecomm/front/dict/list",
  /** GET ?position=100|101: banners. */
  bannerList: "/api/rs-cms-service/ecomm/front/banner/list",
  /** GET ?isShow=1: the home page's districts (sections). */
  homeDistrictList: "/api/rs-cms-service/ecomm/front/homeDistrict/list",
  /** GET: service packages. */
  servicePackageList: "/api/rs-cms-service/ecomm/front/servicePackage/list",
  /** GET /{type}/{code}: supervision figures of a region. */
  supervise: "/api/rs-cms-service/ecomm/front/supervise",
  /** GET: platform abilities. */
  abilityList: "/api/rs-cms-service/ecomm/front/ability/list",
  /** GET: the latest articles of each home section. */
  homeArticle: "/api/rs-cms-service/ecomm/front/article/home",
  /** GET ?category&current&size&keyword: a page of articles. */
  articlePage: "/api/rs-cms-service/ecomm/front/article/page",
  /** GET: the party-building modules (党建栏目: code and name) djyl/news-list filters by. */
  partyModuleList: "/api/rs-cms-service/ecomm/front/partyModule/list",
  /** GET ?id: one article. */
  articleDetail: "/api/rs-cms-service/ecomm/front/article/detail",
  /** GET: the front popup, or null. */
  frontPopup: "/api/rs-cms-service/ecomm/front/popup",
  /** GET ?code=cypt_list|hzhb_list: a content list (sibling platforms, partners). */
  contentList: "/api/rs-cms-service/ecomm/front/content/list",
  /** GET ?id: a help page. */
  helpDetail: "/api/rs-cms-service/ecomm/front/help/detail",
  /** GET: a slider-captcha challenge for the apply forms (validate it with the login service's validate). */
  financeApplyCaptcha: "/api/rs-cms-service/ecomm/front/financeApply/captcha",
  /** POST: sends an SMS code for an application, only with a captcha proof. */
  sendPhoneCode: "/api/rs-cms-service/ecomm/front/sendPhoneCode",
  /** POST: a financing application. */
  financeApply: "/api/rs-cms-service/ecomm/front/financeApply",
  /** POST: a project application. */
  projectApply: "/api/rs-cms-service/ecomm/front/projectApply",
} as const;

/** The footer menu code of spec §7. */
export const FOOTER_MENU_CODE = "INDUSTRY_NAVIGATE_FOOT";

/** A footer item (spec §3): a link url, or a help page by id when url is empty. */
export const footerItemSchema = z.object({
  id: z.number().int(),
  articleTitle: z.string(),
  url: z.string(),
  get children() {
    return z.array(footerItemSchema);
  },
});

/** GET navigate/tree query. */
export const navigateTreeQuerySchema = z.object({ menuCode: z.literal(FOOTER_MENU_CODE) });
/** GET navigate/tree. */
export const navigateTreeResponse = envelope(z.array(footerItemSchema));

/** The dictionary codes of spec §7. */
export const dictCodes = [
  "industry_top_txt",
  "industry_home_roll_text",
  "industry_excellence_creation_activities",
  "industry_member_area",
  "business_label",
  "industry_front_css_flag",
  // The search box's 热门搜索 (set in the back office).
  "industry_search_hot_words",
] as const;

/** A dictionary entry (spec §3): dictKey (link or key), dictValue (text), children. */
export const dictEntrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number().int(),
  get children() {
    return z.array(dictEntrySchema);
  },
});

/** GET dict/list query. */
export const dictListQuerySchema = z.object({ code: z.enum(dictCodes) });
/** GET dict/list. */
export const dictListResponse = envelope(z.array(dictEntrySchema));

/** A banner image. */
export const bannerSchema = z.object({ id: z.number().int(), title: z.string(), imgUrl: z.string(), linkUrl: z.string(), sort: z.number().int() });
/** GET banner/list query: 100 the home top banner, 101 the inner banner. */
export const bannerListQuerySchema = z.object({ position: z.enum(["100", "101"]) });
/** GET banner/list. */
export const bannerListResponse = envelope(z.array(bannerSchema));

/** A home district (section) of the home page. */
export const homeDistrictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  subTitle: z.string(),
  sort: z.number().int(),
  isShow: z.union([z.literal(0), z.literal(1)]),
});
/** GET homeDistrict/list query. */
export const homeDistrictQuerySchema = z.object({ isShow: z.enum(["0", "1"]).optional() });
/** GET homeDistrict/list. */
export const homeDistrictListResponse = envelope(z.array(homeDistrictSchema));

/** A service package (legal and enterprise services). */
export const servicePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  /** Yuan with two decimals, as text so no float rounding. */
  price: z.string(),
  period: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  imgUrl: z.string(),
  /** What the package's page tells a buyer before paying (empty where the platform wrote none). */
  details: z.object({
    provider: z.string(),
    scope: z.array(z.string()),
    deliverables: z.array(z.string()),
    terms: z.array(z.string()),
    refundRules: z.array(z.string()),
  }),
});
/** GET servicePackage/list. */
export const servicePackageListResponse = envelope(z.array(servicePackageSchema));

/** Supervision figure kinds. */
export const superviseTypes = ["project", "quality", "safety", "labor"] as const;
/** GET supervise/{type}/{code} path parameters; code is a region code. */
export const superviseParamsSchema = z.object({ type: z.enum(superviseTypes), code: z.string().regex(/^\d{6}$/, "地区编码应为6位数字") });
/** GET supervise/{type}/{code}. */
export const superviseResponse = envelope(
  z.object({
    type: z.enum(superviseTypes),
    code: z.string(),
    regionName: z.string(),
    title: z.string(),
    updateTime: dateTimeSchema,
    figures: z.array(z.object({ name: z.string(), value: z.number(), unit: z.string() })),
  }),
);

/** A platform ability. */
export const abilitySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string(), icon: z.string(), linkUrl: z.string() });
/** GET ability/list. */
export const abilityListResponse = envelope(z.array(abilitySchema));

/** The categories the home page shows: news, policy, industry dynamics, salons, party building. */
export const homeArticleCategories = ["news", "policy", "industry", "salon", "party"] as const;
/** Every article category: the home's and the knowledge base (知识库). */
export const articleCategories = [...homeArticleCategories, "knowledge"] as const;

/** 有效性 of a policy document: 现行有效, 已修订, 已废止. */
export const policyValidities = ["valid", "revised", "repealed"] as const;

/** A policy document's metadata (文号, 发文机关, 生效日期 yyyy-MM-dd, 有效性). */
const policyMetaSchema = z.object({ docNumber: z.string(), issuingAuthority: z.string(), effectiveDate: z.string(), validity: z.enum(policyValidities) });

/** An article in a list. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  category: z.enum(articleCategories),
  title: z.string(),
  summary: z.string(),
  coverImg: z.string(),
  source: z.string(),
  publishTime: dateTimeSchema,
  /** Present on policy documents only. */
  policy: policyMetaSchema.nullable(),
});
/** GET article/home: the latest six of each category. */
export const homeArticleResponse = envelope(z.record(z.enum(homeArticleCategories), z.array(articleSummarySchema)));
/** GET article/page query. */
export const articlePageQuerySchema = pageQuerySchema.extend({
  category: z.enum(articleCategories).optional(),
  keyword: z.string().trim().max(50).optional(),
  /** Policy documents of one 有效性 only. */
  validity: z.enum(policyValidities).optional(),
  /** 党建 articles of one party-building module (djyl/news-list's `modulecode`); an unknown code lists none. */
  moduleCode: z.string().trim().max(32).optional(),
});
/** A party-building module (党建栏目). */
export const partyModuleSchema = z.object({ code: z.string(), name: z.string() });
/** GET partyModule/list: every module, the menu's (202408150001) first. */
export const partyModuleListResponse = envelope(z.array(partyModuleSchema));
/** GET article/page. */
export const articlePageResponse = envelope(page(articleSummarySchema));
/** GET article/detail and help/detail query. */
export const idQuerySchema = z.object({ id: idSchema });
/** GET article/detail: content is HTML (sanitise before rendering). */
const articleLinkSchema = z.object({ id: z.number().int(), title: z.string() });
export const articleDetailResponse = envelope(
  articleSummarySchema.extend({
    content: z.string(),
    viewCount: z.number().int(),
    author: z.string(),
    /** The older and newer neighbours in the channel (null at either end). */
    previous: articleLinkSchema.nullable(),
    next: articleLinkSchema.nullable(),
    /** The channel's latest others. */
    related: z.array(articleLinkSchema.extend({ publishTime: dateTimeSchema })),
  }),
);

/** The front popup. */
export const frontPopupSchema = z.object({ id: z.number().int(), title: z.string(), imgUrl: z.string(), linkUrl: z.string(), content: z.string() });
/** GET popup: null when none is active. */
export const frontPopupResponse = envelope(frontPopupSchema.nullable());

/** A content list entry (cypt_list: the industry platforms). */
export const contentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  imgUrl: z.string(),
  linkUrl: z.string(),
  sort: z.number().int(),
});
/** GET content/list query. */
export const contentListQuerySchema = z.object({ code: z.enum(["cypt_list", "hzhb_list"]) });
/** GET content/list. */
export const contentListResponse = envelope(z.array(contentItemSchema));

/** GET help/detail: content is HTML. */
export const helpDetailResponse = envelope(z.object({ id: z.number().int(), title: z.string(), content: z.string(), updateTime: dateTimeSchema }));

/** GET financeApply/captcha: a challenge in the login service's captcha format. */
export const financeApplyCaptchaResponse = envelope(captchaChallengeSchema);

/** POST sendPhoneCode body: a phone, a one-time captcha proof, and the only purpose "apply". */
export const sendPhoneCodeRequestSchema = z.object({
  phone: phoneSchema,
  proof: z.string().min(1, "请先完成滑块验证").max(100),
  purpose: z.literal("apply"),
});
/** POST sendPhoneCode: the message text is what the caller shows. */
export const sendPhoneCodeResponse = envelope(z.null());

/** A required text field of an apply form, trimmed, with its label in the messages. */
function applyText(label: string, max: number) {
  return z.string(`请输入${label}`).trim().min(1, `请输入${label}`).max(max, `${label}不能超过${max}个字`);
}

const smsCodeSchema = z.string("请输入验证码").regex(/^\d{6}$/, "请输入6位数字！");

/** POST financeApply body; amount in 万元 (ten thousand yuan), up to two decimals. */
export const financeApplyRequestSchema = z.object({
  companyName: applyText("企业名称", 100),
  contactName: applyText("联系人", 30),
  phone: phoneSchema,
  amount: z
    .number("请输入融资金额")
    .positive("融资金额应大于0")
    .max(1_000_000, "融资金额不能超过1000000万元")
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "融资金额最多两位小数"),
  purpose: applyText("融资用途", 500),
  code: smsCodeSchema,
});

/** POST projectApply body; region is a 6-digit region code. */
export const projectApplyRequestSchema = z.object({
  projectName: applyText("项目名称", 100),
  companyName: applyText("企业名称", 100),
  contactName: applyText("联系人", 30),
  phone: phoneSchema,
  region: z.string("请选择所在地区").regex(/^\d{6}$/, "地区编码应为6位数字"),
  code: smsCodeSchema,
});

/**
 * POST financeApply and projectApply: the stored application's id, and the member page where the
 * applicant continues (融资申请 with the partner banks' products, or 项目撮合) once logged in.
 */
export const applyResponse = envelope(z.object({ id: z.number().int(), next: z.string() }));
