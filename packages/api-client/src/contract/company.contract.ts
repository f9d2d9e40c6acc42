import { z } from "zod";
import { idSchema } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";

/** Paths of the company showcase calls (spec §2 /default/company/detail; its calls are not shown, so designed). */
export const companyPaths = {
  /** GET ?id: a company's public profile; anyone may call it. */
  profile: "/api/rs-member-service/ecomm/company/profile",
} as const;

/** GET company/profile: which company. */
export const companyProfileQuerySchema = z.object({ id: idSchema });

/**
 * A company's public profile: what a visitor may see. Never phone numbers, credit code or other
 * private data; the contact is named only by the chat-user id the 联系 button opens a chat with.
 */
export const companyProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Marketplace side (spec §3 company type): require (demand) or supply. */
  companyType: z.enum(["require", "supply"]),
  /** Industry, e.g. 房屋建筑工程. */
  industry: z.string(),
  /** Labels from the business_label dictionary, as their display texts (特级资质, 守信企业…). */
  labels: z.array(z.string()),
  /** Province / city / district, e.g. 吉林省长春市朝阳区. */
  region: z.string(),
  address: z.string(),
  /** Registered capital in units of 10,000 yuan (万元); null when not recorded. */
  registeredCapital: z.number().nonnegative().nullable(),
  /** Founding date `yyyy-MM-dd`; null when not recorded. */
  foundedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  introduction: z.string(),
  /** uncertified | pending | certified | rejected */
  certificationState: z.enum(["uncertified", "pending", "certified", "rejected"]),
  /** The chat-user id of the member who answers for the company; null when it has none. */
  contactId: z.string().nullable(),
});

/** A company's public profile, as the calls carry it. */
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** GET company/profile. */
export const companyProfileResponse = envelope(companyProfileSchema);

/** The company showcase's calls, declared once. */
export const companyCalls = {
  profile: defineCall({
    method: "GET",
    path: companyPaths.profile,
    summary: "企业公开资料",
    auth: "none",
    designed: true,
    tag: "company",
    query: companyProfileQuerySchema,
    response: companyProfileResponse,
    errors: [404],
  }),
} as const;
