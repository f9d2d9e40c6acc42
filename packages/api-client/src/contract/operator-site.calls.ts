import { z } from "zod";
import { changeCall } from "./call-kinds.ts";
import { staffAccess, staffIdParams, staffRead, staffRecord, staffStep } from "./staff-access.ts";

// The portal's small site texts in the back office (apps/operator, linked from 内容管理): the search
// box's 热门搜索 and the top line (顶部文字), the footer's 友情链接, and the help center's articles.
// Each change reaches the portal on its next page, but for a link off the platform (https://) that
// the page did not show there before: that waits for a 内容审核 reviewer (kind "link" in the review
// queue), as banners' links do. Staff calls like operatorCalls (auth "operator"),
// spread into them in operator.calls.ts.
const base = "/api/cidp-operator/site";

/** The most hot words the search box offers. */
export const SITE_HOT_WORDS_MAX = 12;
/** The longest hot word. */
export const SITE_HOT_WORD_MAX_LENGTH = 20;
/** The most lines the top line rotates through. */
export const SITE_TOP_TEXTS_MAX = 5;

/** A link the portal may follow: a path of the portal itself, or an https address (empty: no link). */
export const portalLinkSchema = z
  .string()
  .trim()
  .max(300, "链接地址过长")
  .refine(
    (url) => url === "" || (/^\/[^/\\]/.test(url) && !/\s/.test(url)) || /^https:\/\/[^\s]+$/.test(url),
    "链接地址应以 / 开头（站内页面）或以 https:// 开头",
  );

const hotWordsSchema = z.array(z.string().trim()).superRefine((words, context) => {
  const issue = (message: string, index?: number) => context.addIssue({ code: "custom", message, ...(index === undefined ? {} : { path: [index] }) });
  if (words.length === 0) issue("请至少填写一个热门搜索词");
  if (words.length > SITE_HOT_WORDS_MAX) issue(`热门搜索词最多${SITE_HOT_WORDS_MAX}个`);
  const seen = new Set<string>();
  for (const [index, word] of words.entries()) {
    if (word === "") issue(`第${index + 1}个热门搜索词不能为空`, index);
    else if ([...word].length > SITE_HOT_WORD_MAX_LENGTH) issue(`第${index + 1}个热门搜索词“${word}”超过${SITE_HOT_WORD_MAX_LENGTH}个字`, index);
    else if (seen.has(word)) issue(`热门搜索词“${word}”重复了`, index);
    seen.add(word);
  }
});

const topTextSchema = z.object({
  text: z.string().trim().min(1, "请输入顶部文字").max(50, "顶部文字不能超过50个字"),
  link: portalLinkSchema.default(""),
});

/** The search box's hot words in their order, and the top line's texts (each with an optional link). */
export const siteTextsSchema = z.object({
  hotWords: hotWordsSchema,
  topTexts: z.array(topTextSchema).min(1, "请至少填写一条顶部文字").max(SITE_TOP_TEXTS_MAX, `顶部文字最多${SITE_TOP_TEXTS_MAX}条`),
});
export type SiteTexts = z.output<typeof siteTextsSchema>;

/** A 友情链接 as an editor writes it: the name the footer shows and where it leads. */
export const partnerLinkFieldsSchema = z.object({
  name: z.string({ error: "请输入名称" }).trim().min(1, "请输入名称").max(20, "名称不能超过20个字"),
  url: z.string({ error: "请输入链接地址" }).trim().min(1, "请输入链接地址").pipe(portalLinkSchema),
});
export type PartnerLinkFields = z.output<typeof partnerLinkFieldsSchema>;

/** The most characters a help article's HTML may hold. */
export const HELP_CONTENT_MAX = 100_000;

/** A help article as an editor writes it: its title in the tree and its body (HTML, reduced by the services when saved). */
export const helpArticleFieldsSchema = z.object({
  title: z.string({ error: "请输入标题" }).trim().min(1, "请输入标题").max(50, "标题不能超过50个字"),
  content: z.string({ error: "请输入正文" }).trim().min(1, "请输入正文").max(HELP_CONTENT_MAX, "正文过长，请分篇发布"),
});
export type HelpArticleFields = z.output<typeof helpArticleFieldsSchema>;

/** Which way an entry moves among its siblings. */
const moveBody = z.object({ direction: z.enum(["up", "down"], { error: "请选择移动方向" }) });

const treeEntrySchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });

/** Where a held off-site link shows (the desks' pages each list their own). */
export const LINK_REVIEW_KINDS = ["banner", "partner-link", "top-texts"] as const;

/** A change of a banner, 友情链接 or the top line: whether it waits for 内容审核 (it brought a new off-site link). */
export const linkChangeSchema = z.object({ waitsForReview: z.boolean() });

/** A held off-site link change as its desk lists it: waiting, or rejected with the reviewer's reason. */
const linkReviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  links: z.array(z.string()),
  state: z.enum(["pending", "rejected"]),
  submitTime: z.string(),
  rejectReason: z.string(),
});

/** The calls of the site texts. */
export const operatorSiteCalls = {
  siteTexts: staffRead({
    path: `${base}/texts`,
    summary: "热门搜索与顶部文字：搜索框下的热门搜索词（按顺序）与门户顶部的文字",
    data: siteTextsSchema,
    errors: [403],
  }),
  siteTextsSave: changeCall(staffAccess, {
    path: `${base}/texts`,
    summary: "保存热门搜索与顶部文字（整体保存，门户下一页即显示；顶部文字含新的站外链接时，顶部文字经内容审核通过后显示）",
    body: siteTextsSchema,
    data: linkChangeSchema.extend({ changed: z.boolean() }),
    errors: [400, 403],
  }),
  partnerLinks: staffRead({
    path: `${base}/partner-links`,
    summary: "友情链接：页脚“友情链接”栏的链接，按顺序",
    data: z.array(treeEntrySchema),
    errors: [403],
  }),
  partnerLinkCreate: changeCall(staffAccess, {
    path: `${base}/partner-links`,
    summary: "新增友情链接（排在最后，门户下一页即显示；站外链接经内容审核通过后显示，此前 id 为 null）",
    body: partnerLinkFieldsSchema,
    data: linkChangeSchema.extend({ id: z.number().int().nullable() }),
    errors: [400, 403],
  }),
  partnerLinkUpdate: changeCall(staffAccess, {
    path: `${base}/partner-links/:id`,
    summary: "修改友情链接的名称与地址（改为新的站外链接时，经内容审核通过后生效）",
    params: staffIdParams,
    body: partnerLinkFieldsSchema,
    data: linkChangeSchema,
    errors: [400, 403, 404],
  }),
  linkReviews: staffRead({
    path: `${base}/link-reviews`,
    summary: "等待内容审核或被驳回的站外链接修改（横幅、友情链接、顶部文字），新提交的在前",
    query: z.object({ kind: z.enum(LINK_REVIEW_KINDS, { error: "请选择链接的位置" }) }),
    data: z.array(linkReviewSchema),
    errors: [400, 403],
  }),
  partnerLinkMove: staffStep({ path: `${base}/partner-links/:id/move`, summary: "友情链接上移或下移一位", body: moveBody, errors: [400, 403, 404] }),
  partnerLinkDelete: staffStep({ path: `${base}/partner-links/:id/delete`, summary: "删除友情链接", errors: [400, 403, 404] }),
  helpTree: staffRead({
    path: `${base}/help`,
    summary: "帮助中心：栏目与其下的文章（含仅为链接的条目），按顺序",
    data: z.array(z.object({ id: z.number().int(), title: z.string(), articles: z.array(treeEntrySchema) })),
    errors: [403],
  }),
  helpArticle: staffRecord({
    path: `${base}/help/:id`,
    summary: "一篇帮助文章：所在栏目、标题与正文",
    data: helpArticleFieldsSchema.extend({ id: z.number().int(), columnId: z.number().int(), columnTitle: z.string() }),
  }),
  helpArticleCreate: changeCall(staffAccess, {
    path: `${base}/help`,
    summary: "在栏目下新增帮助文章（排在最后；正文按平台的富文本规则整理后保存）",
    body: helpArticleFieldsSchema.extend({ columnId: z.coerce.number({ error: "请选择栏目" }).int().positive("请选择栏目").max(2_147_483_647) }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 404],
  }),
  helpArticleSave: staffStep({ path: `${base}/help/:id`, summary: "保存帮助文章的标题与正文", body: helpArticleFieldsSchema, errors: [400, 403, 404] }),
  helpMove: staffStep({ path: `${base}/help/:id/move`, summary: "帮助文章在栏目内上移或下移一位", body: moveBody, errors: [400, 403, 404] }),
  helpDelete: staffStep({ path: `${base}/help/:id/delete`, summary: "删除帮助文章，或删除已没有文章的栏目", errors: [400, 403, 404, 409] }),
};

/** The permission each call needs: editors and reviewers read, editors change (a second person approves only new off-site links, in the review queue). */
export const OPERATOR_SITE_CALL_PERMISSIONS = {
  siteTexts: "content.read",
  siteTextsSave: "content.edit",
  partnerLinks: "content.read",
  partnerLinkCreate: "content.edit",
  partnerLinkUpdate: "content.edit",
  partnerLinkMove: "content.edit",
  partnerLinkDelete: "content.edit",
  linkReviews: "content.read",
  helpTree: "content.read",
  helpArticle: "content.read",
  helpArticleCreate: "content.edit",
  helpArticleSave: "content.edit",
  helpMove: "content.edit",
  helpDelete: "content.edit",
} as const;
