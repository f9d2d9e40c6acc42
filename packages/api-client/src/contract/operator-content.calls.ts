import { CONTENT_STATES } from "@cidp/domain";
import { z } from "zod";
import { clockTimeSchema } from "./call-for-offers.ts";
import { changeCall } from "./call-kinds.ts";
import { defineCall } from "./define-call.ts";
import { articleCategories, policyValidities } from "./home.contract.ts";
import { linkChangeSchema, portalLinkSchema } from "./operator-site.calls.ts";
import { staffAccess, staffIdParams, staffRead, staffRecord, staffStep } from "./staff-access.ts";
import { uploadRegisterRequestSchema, uploadRegisterResponse } from "./upload.contract.ts";

// 内容管理: the platform's own articles (新闻资讯, 政策法规, 行业动态, 沙龙活动, 党建, 知识库) written in the
// back office (apps/operator `/content`), approved by a second person in the review queue (kind
// `content`), published at once or at a set time, taken down by hand or at a set time. Staff calls
// like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/content";

/** The channels the back office writes, each with the name the portal shows. */
export const CONTENT_CHANNELS = {
  news: "新闻资讯",
  policy: "政策法规",
  industry: "行业动态",
  salon: "沙龙活动",
  party: "党建",
  knowledge: "知识库",
} as const satisfies Record<(typeof articleCategories)[number], string>;
/** 有效性 names. */
export const POLICY_VALIDITY_LABELS: Readonly<Record<(typeof policyValidities)[number], string>> = { valid: "现行有效", revised: "已修订", repealed: "已废止" };

/** The most characters a body's HTML may hold (a long policy with its tables fits well below it). */
export const CONTENT_BODY_MAX = 200_000;
/** The largest picture an editor may insert. */
export const CONTENT_PICTURE_MAX_BYTES = 3 * 1024 * 1024;

const optionalTime = (what: string) => z.union([z.literal(""), clockTimeSchema(`${what}格式应为 年-月-日 时:分`)]).default("");

/**
 * What an editor writes. A policy carries its metadata (文号 may be empty for a notice without one);
 * the others carry none. Times are China time to the minute; an empty 定时发布 publishes on approval.
 */
const contentFieldsObject = z.object({
  channel: z.enum(articleCategories, { error: "请选择栏目" }),
  title: z.string().trim().min(1, "请输入标题").max(100, "标题不能超过100个字"),
  summary: z.string().trim().max(200, "摘要不能超过200个字").default(""),
  body: z.string().max(CONTENT_BODY_MAX, "正文过长，请分篇发布"),
  source: z.string().trim().max(50, "来源不能超过50个字").default(""),
  author: z.string().trim().max(50, "作者不能超过50个字").default(""),
  publishAt: optionalTime("定时发布时间"),
  unpublishAt: optionalTime("定时下架时间"),
  docNumber: z.string().trim().max(100, "文号不能超过100个字").default(""),
  issuingAuthority: z.string().trim().max(100, "发文机关不能超过100个字").default(""),
  effectiveDate: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "生效日期格式应为 年-月-日")]).default(""),
  validity: z.union([z.literal(""), z.enum(policyValidities, { error: "请选择有效性" })]).default(""),
  /** A 党建 piece's module (党建栏目 code; absent or empty: the menu's module, 202408150001); the others carry none. */
  moduleCode: z.string().trim().max(32, "党建栏目不正确").optional(),
});

/** What the fields must hold together: a policy's metadata, and a take-down after the publication. */
function checkTogether(fields: z.output<typeof contentFieldsObject>, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
  if (fields.channel === "policy") {
    if (!fields.issuingAuthority) issue("issuingAuthority", "请输入发文机关");
    if (!fields.effectiveDate) issue("effectiveDate", "请输入生效日期");
    if (!fields.validity) issue("validity", "请选择有效性");
  }
  if (fields.publishAt && fields.unpublishAt && fields.unpublishAt.replace("T", " ") <= fields.publishAt.replace("T", " ")) {
    issue("unpublishAt", "定时下架时间应晚于定时发布时间");
  }
}

export const contentFieldsSchema = contentFieldsObject.superRefine(checkTogether);
export type ContentFields = z.output<typeof contentFieldsSchema>;
/** The fields' names, in the form's order. */
export type ContentFieldName = keyof ContentFields;

const entryRowSchema = z.object({
  id: z.number().int(),
  channel: z.enum(articleCategories),
  channelLabel: z.string(),
  title: z.string(),
  state: z.enum(CONTENT_STATES),
  stateLabel: z.string(),
  editor: z.string(),
  updateTime: z.string(),
  /** The time set to publish (定时发布), or when it was published; "" when neither. */
  publishTime: z.string(),
  /** The portal's article while it is published. */
  articleId: z.number().int().nullable(),
});

const versionSchema = z.object({ id: z.number().int(), version: z.number().int(), saveTime: z.string(), operator: z.string(), title: z.string() });

const entryDetailSchema = entryRowSchema.extend({
  fields: z.object({
    channel: z.enum(articleCategories),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
    source: z.string(),
    author: z.string(),
    publishAt: z.string(),
    unpublishAt: z.string(),
    docNumber: z.string(),
    issuingAuthority: z.string(),
    effectiveDate: z.string(),
    validity: z.union([z.literal(""), z.enum(policyValidities)]),
    /** A 党建 piece's module (党建栏目 code); absent on the other channels. */
    moduleCode: z.string().optional(),
  }),
  version: z.number().int(),
  submitter: z.string(),
  reviewer: z.string(),
  rejectReason: z.string(),
  /** Where the portal shows it while published (a path on the portal). */
  portalPath: z.string().nullable(),
  versions: z.array(versionSchema),
});
export type ContentEntryDetail = z.infer<typeof entryDetailSchema>;

const listQuery = z.object({
  channel: z.union([z.literal(""), z.enum(articleCategories)]).default(""),
  state: z.union([z.literal(""), z.enum(CONTENT_STATES)]).default(""),
  keyword: z.string().trim().max(50, "关键词不能超过50个字").default(""),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Where a banner shows: the home page's carousel, or the strip atop inner pages. */
export const BANNER_POSITIONS = { "100": "首页轮播", "101": "内页横幅" } as const;

/** A banner as an editor writes it. The picture is an address the editor's upload answered. */
export const bannerFieldsSchema = z.object({
  position: z.enum(Object.keys(BANNER_POSITIONS) as ["100", "101"], { error: "请选择位置" }),
  title: z.string().trim().min(1, "请输入标题（图片的替代文字）").max(50, "标题不能超过50个字"),
  linkUrl: portalLinkSchema.default(""),
  sort: z.coerce.number({ error: "排序应为0–999的整数" }).int("排序应为0–999的整数").min(0, "排序应为0–999的整数").max(999, "排序应为0–999的整数").default(0),
  imgUrl: z.string().trim().min(1, "请选择图片").max(300),
});
export type BannerFields = z.output<typeof bannerFieldsSchema>;

const bannerSchema = bannerFieldsSchema.extend({ id: z.number().int(), positionLabel: z.string() });

/** The calls of 内容管理. */
export const operatorContentCalls = {
  contentList: staffRead({
    path: base,
    summary: "内容管理：稿件列表（按栏目、状态、标题关键词），新改的在前",
    query: listQuery,
    data: z.object({ entries: z.array(entryRowSchema), total: z.number().int(), pageSize: z.number().int() }),
    errors: [400, 403],
  }),
  contentArticles: staffRead({
    path: `${base}/articles`,
    summary: "内容管理：门户上已发布的文章（含种子与历史文章），可转为稿件编辑或下架",
    query: listQuery.pick({ channel: true, keyword: true, page: true }),
    data: z.object({
      articles: z.array(
        z.object({
          id: z.number().int(),
          channel: z.string(),
          channelLabel: z.string(),
          title: z.string(),
          publishTime: z.string(),
          entryId: z.number().int().nullable(),
        }),
      ),
      total: z.number().int(),
      pageSize: z.number().int(),
    }),
    errors: [400, 403],
  }),
  contentAdopt: changeCall(staffAccess, {
    path: `${base}/articles/:id/adopt`,
    summary: "把门户上的一篇文章转为稿件（已有稿件时返回它），以便修改后重新送审",
    params: staffIdParams,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
  }),
  contentDetail: staffRecord({
    path: `${base}/:id`,
    summary: "一篇稿件：字段、状态、审核意见与历史版本",
    data: entryDetailSchema,
  }),
  contentCreate: changeCall(staffAccess, {
    path: base,
    summary: "新建稿件（草稿）",
    body: contentFieldsSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 409],
  }),
  contentSave: changeCall(staffAccess, {
    path: `${base}/:id`,
    summary: "保存稿件（保存为新版本；已发布的稿件保存后成为草稿，门户上的原文不变，直到再次审核通过）",
    params: staffIdParams,
    // The version the editor started from: a save over someone else's newer one is refused (409).
    body: contentFieldsObject.extend({ version: z.coerce.number().int().min(1) }).superRefine(checkTogether),
    data: z.object({ version: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),
  contentSubmit: staffStep({ path: `${base}/:id/submit`, summary: "提交审核（由另一位内容审核人员审核）", errors: [400, 403, 404, 409] }),
  contentUnpublish: staffStep({
    path: `${base}/:id/unpublish`,
    summary: "下架（门户、搜索与站点地图立即不再显示；定时发布的稿件取消发布）",
    errors: [400, 403, 404, 409],
  }),
  contentRestore: changeCall(staffAccess, {
    path: `${base}/:id/restore`,
    summary: "把一个历史版本恢复为当前草稿",
    params: staffIdParams,
    body: z.object({ versionId: z.coerce.number().int().positive().max(2_147_483_647) }),
    data: z.object({ version: z.number().int() }),
    errors: [400, 403, 404, 409],
  }),
  bannerList: staffRead({
    path: `${base}/banners`,
    summary: "横幅管理：首页轮播与内页横幅，按位置与排序",
    data: z.array(bannerSchema),
    errors: [403],
  }),
  bannerCreate: changeCall(staffAccess, {
    path: `${base}/banners`,
    summary: "新增横幅（门户立即显示；链接到站外的横幅经内容审核通过后显示，此前 id 为 null）",
    body: bannerFieldsSchema,
    data: linkChangeSchema.extend({ id: z.number().int().nullable() }),
    errors: [400, 403],
  }),
  bannerUpdate: changeCall(staffAccess, {
    path: `${base}/banners/:id`,
    summary: "修改横幅（门户立即显示；改为新的站外链接时，经内容审核通过后生效）",
    params: staffIdParams,
    body: bannerFieldsSchema,
    data: linkChangeSchema,
    errors: [400, 403, 404],
  }),
  bannerDelete: staffStep({ path: `${base}/banners/:id/delete`, summary: "删除横幅（门户立即不再显示）", errors: [400, 403, 404] }),
  contentPictureUpload: changeCall(staffAccess, {
    path: `${base}/pictures`,
    summary: "上传正文图片（JPG、PNG、WEBP，不超过3MB），返回门户可直接引用的地址",
    body: z.object({
      fileName: z.string().trim().min(1).max(200),
      /** The file's bytes, base64 (the back office's server forwards what the editor chose). */
      data: z
        .string()
        .min(1, "请选择图片")
        .max(Math.ceil((CONTENT_PICTURE_MAX_BYTES * 4) / 3) + 4, "图片不能超过3MB"),
    }),
    data: z.object({ url: z.string() }),
    errors: [400, 403, 413],
  }),
  contentPictureRegister: defineCall({
    ...staffAccess,
    method: "POST",
    path: `${base}/pictures/register`,
    summary: "登记正文图片（上传引擎：按MD5秒传，JPG、PNG、WEBP，不超过3MB），获取只能写入该文件的临时存储凭证；文件归运营账号所有",
    body: uploadRegisterRequestSchema,
    response: uploadRegisterResponse,
    errors: [400, 403, 413],
  }),
  contentPictureConfirm: changeCall(staffAccess, {
    path: `${base}/pictures/:id/confirm`,
    summary: "确认正文图片已上传：核对存储中的文件（大小、MD5、图片格式），发布到门户可直接引用的地址",
    params: staffIdParams,
    data: z.object({ url: z.string() }),
    errors: [400, 403, 404, 413],
  }),
};

/** The permission each call of 内容管理 needs: both editors and reviewers read, editors write, reviewers take down. */
export const OPERATOR_CONTENT_CALL_PERMISSIONS = {
  contentList: "content.read",
  contentArticles: "content.read",
  contentAdopt: "content.edit",
  contentDetail: "content.read",
  contentCreate: "content.edit",
  contentSave: "content.edit",
  contentSubmit: "content.edit",
  contentUnpublish: "content.review",
  contentRestore: "content.edit",
  contentPictureUpload: "content.edit",
  contentPictureRegister: "content.edit",
  contentPictureConfirm: "content.edit",
  bannerList: "content.read",
  bannerCreate: "content.edit",
  bannerUpdate: "content.edit",
  bannerDelete: "content.edit",
} as const;
