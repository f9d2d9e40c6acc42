import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

// 知识库投稿: a member submits a knowledge article; an operator publishes or refuses it. Designed
// paths beside the CMS service's (spec §7 does not show them).
const base = "/api/rs-cms-service/ecomm/knowledge";

const submissionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** pending 审核中 | published 已发布 | rejected 未通过 */
  state: z.enum(["pending", "published", "rejected"]),
  rejectReason: z.string().nullable(),
  /** The published article, once there is one. */
  articleId: z.number().int().nullable(),
  submitTime: dateTimeSchema,
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const memberAccess = { auth: "member", designed: true, tag: "cms" } as const;

/** The calls of the knowledge base's submissions. */
export const knowledgeCalls = {
  submit: changeCall(memberAccess, {
    path: `${base}/submit`,
    summary: "知识库投稿（审核后发布）",
    body: z.object({
      title: z.string({ error: "请输入标题" }).trim().min(5, "标题至少5个字").max(100, "标题不能超过100个字"),
      summary: z.string().trim().max(200, "摘要不能超过200个字").default(""),
      /** Plain text; blank lines separate paragraphs. */
      body: z.string({ error: "请输入正文" }).trim().min(50, "正文至少50个字").max(20_000, "正文不能超过20000个字"),
    }),
    data: z.object({ id: z.number().int() }),
    errors: [400, 429],
  }),
  mine: readCall(memberAccess, { path: `${base}/mine`, summary: "我的知识库投稿", data: z.array(submissionSchema) }),
};
