import {
  footerLinkUrlProblem,
  hostProblem,
  icpNumberProblem,
  normalHost,
  PLATFORM_FOOTER_LINKS_MAX,
  PLATFORM_HOSTS_MAX,
  publicSecurityNumberProblem,
} from "@cidp/domain";
import { z } from "zod";

/** A refinement that adds the domain rule's problem (null: none) as the value's issue. */
const ruled =
  (problemOf: (value: string) => string | null) =>
  (value: string, context: z.RefinementCtx): void => {
    const problem = problemOf(value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  };

/**
 * 平台设置 域名: every host name the platform answers to, each normalised (lower case, no closing
 * dot), checked, and listed once in the given order; the first is the platform's ngCode.
 */
export const platformHostsSchema = z
  .array(z.string().max(300, "域名过长").transform(normalHost).superRefine(ruled(hostProblem)))
  .min(1, "请至少填写一个域名")
  .max(PLATFORM_HOSTS_MAX, `一个平台最多${PLATFORM_HOSTS_MAX}个域名`)
  .transform((hosts) => [...new Set(hosts)]);

/** One link of the platform's footer: a short title and an absolute http(s) address. */
export const platformFooterLinkSchema = z.object({
  title: z.string().trim().min(1, "请填写页脚链接的标题").max(20, "页脚链接的标题不能超过20个字"),
  url: z.string().trim().max(500, "页脚链接地址不能超过500个字符").superRefine(ruled(footerLinkUrlProblem)),
});

/** The footer's fields the law asks for (备案号, 公安备案号, 主办单位) and the platform's links. */
export const platformFilingFields = {
  icpNumber: z.string().trim().max(50, "ICP备案号过长").superRefine(ruled(icpNumberProblem)).default(""),
  publicSecurityNumber: z.string().trim().max(50, "公安备案号过长").superRefine(ruled(publicSecurityNumberProblem)).default(""),
  operatingCompany: z.string().trim().max(100, "主办单位不能超过100个字").default(""),
  footerLinks: z.array(platformFooterLinkSchema).max(PLATFORM_FOOTER_LINKS_MAX, `页脚链接最多${PLATFORM_FOOTER_LINKS_MAX}个`).default([]),
};

/** The same fields as the services answer them (no checks: what was saved). */
export const platformFilingOut = {
  icpNumber: z.string(),
  publicSecurityNumber: z.string(),
  operatingCompany: z.string(),
  footerLinks: z.array(z.object({ title: z.string(), url: z.string() })),
};
