import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

/** The platform's legal documents, by the key their pages use. */
export const LEGAL_DOCUMENT_KEYS = ["user-agreement", "privacy-policy", "copyright-notice"] as const;

/** The legal documents' call (designed, beside the CMS service's). */
export const legalCalls = {
  document: readCall(
    { auth: "none", designed: true, tag: "cms" },
    {
      path: "/api/rs-cms-service/ecomm/legal/document",
      summary: "用户协议、隐私政策、版权声明（现行版本或指定版本）",
      query: z.object({
        key: z.enum(LEGAL_DOCUMENT_KEYS, { error: "文档不存在" }),
        version: z
          .string()
          .regex(/^[\w.-]{1,32}$/, "版本号不正确")
          .optional(),
      }),
      data: z.object({
        key: z.string(),
        title: z.string(),
        version: z.string(),
        effectiveTime: dateTimeSchema,
        sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
      }),
      errors: [404],
    },
  ),
};
