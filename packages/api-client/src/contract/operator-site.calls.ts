import { z } from "zod";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";

// The portal's small site texts in the back office (apps/operator, linked from 内容管理): the search
// box's 热门搜索 and the top line (顶部文字). Saved as a whole; the portal shows them on its next page.
// Staff calls like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/site";
const staff = { auth: "operator", designed: true, tag: "operator" } as const;

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

/** The calls of the site texts. */
export const operatorSiteCalls = {
  siteTexts: defineCall({
    ...staff,
    method: "GET",
    path: `${base}/texts`,
    summary: "热门搜索与顶部文字：搜索框下的热门搜索词（按顺序）与门户顶部的文字",
    response: envelope(siteTextsSchema),
    errors: [403],
  }),
  siteTextsSave: defineCall({
    ...staff,
    method: "POST",
    path: `${base}/texts`,
    summary: "保存热门搜索与顶部文字（整体保存，门户下一页即显示）",
    body: siteTextsSchema,
    response: envelope(z.object({ changed: z.boolean() })),
    errors: [400, 403],
  }),
};

/** The permission each call of the site texts needs: editors and reviewers read, editors change (no second person approves these). */
export const OPERATOR_SITE_CALL_PERMISSIONS = {
  siteTexts: "content.read",
  siteTextsSave: "content.edit",
} as const;
