import { z } from "zod";
import { readCall } from "./call-kinds.ts";
import { byIdSchema, idSchema, page, pageQuerySchema } from "./common.contract.ts";
import { defineCall } from "./define-call.ts";
import { envelope } from "./envelope.ts";

/** Paths of the company showcase calls (spec §2 /default/company/detail; its calls are not shown, so designed). */
export const companyPaths = {
  /** GET ?id: a company's public profile; anyone may call it. */
  profile: "/api/rs-member-service/ecomm/company/profile",
  /** GET: certified companies, filtered and paged (company/more). */
  list: "/api/rs-member-service/ecomm/company/list",
  /** GET ?id: one reviewed qualification certificate (qualification/qualification-detail). */
  qualification: "/api/rs-member-service/ecomm/company/qualification",
} as const;

/** What a qualification certificate says, whoever reads it (the public, the back office). */
export const qualificationCertificateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  certificateNo: z.string(),
  issuingAuthority: z.string(),
  /** yyyy-MM-dd */
  validUntil: z.string(),
});

/** A reviewed qualification certificate as the public sees it; `validity` is 有效, 即将到期 (≤ 90 days) or 已过期. */
export const publicQualificationSchema = qualificationCertificateSchema.extend({ validity: z.enum(["valid", "expiring", "expired"]) });

/** GET company/profile: which company. */
export const companyProfileQuerySchema = z.object({ id: idSchema });

/**
 * A company's public profile: what a visitor may see. Never phone numbers, credit code or other
 * private data; the contact is named only by the chat-user id the 联系 button opens a chat with.
 */
export const companyProfileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The company's badge (a rendered picture's address, see media.contract.ts); "" when it has none. */
  logoUrl: z.string(),
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
  /** Whether a visitor can open its shop: certified, and not hidden by the platform's staff. */
  shopOpen: z.boolean(),
  /** Its reviewed qualification certificates. */
  qualifications: z.array(publicQualificationSchema),
});

/** A company's public profile, as the calls carry it. */
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** GET company/profile. */
export const companyProfileResponse = envelope(companyProfileSchema);

/** GET company/list: filters of the directory (all optional) and the page. */
export const companyListQuerySchema = pageQuerySchema.extend({
  /** A GB/T 2260 code: a city (2201xx → 220100) or a district, six digits. */
  regionCode: z
    .string()
    .regex(/^\d{6}$/, "地区代码应为6位数字")
    .optional(),
  companyType: z.enum(["require", "supply"]).optional(),
  /** 资质类别 and 等级 of a reviewed certificate the company holds. */
  category: z.string().trim().max(50).optional(),
  grade: z.string().trim().max(10).optional(),
});

/** A company in the directory. */
const listedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The company's badge; "" when it has none. */
  logoUrl: z.string(),
  companyType: z.enum(["require", "supply"]),
  industry: z.string(),
  region: z.string(),
  labels: z.array(z.string()),
  qualifications: z.array(publicQualificationSchema.pick({ id: true, name: true, level: true })),
});

/** GET company/qualification: the certificate with the company that holds it. */
export const companyQualificationResponse = envelope(publicQualificationSchema.extend({ company: z.object({ id: z.number().int(), name: z.string() }) }));

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "company" } as const;

/** The company showcase's calls, declared once. */
export const companyCalls = {
  list: readCall(publicAccess, {
    path: companyPaths.list,
    summary: "认证企业名录（地区、供需方、资质类别与等级）",
    query: companyListQuerySchema,
    data: page(listedCompanySchema),
  }),
  qualification: defineCall({
    ...publicAccess,
    method: "GET",
    path: companyPaths.qualification,
    summary: "资质证书详情",
    query: byIdSchema,
    response: companyQualificationResponse,
    errors: [404],
  }),
  profile: defineCall({
    ...publicAccess,
    method: "GET",
    path: companyPaths.profile,
    summary: "企业公开资料",
    query: companyProfileQuerySchema,
    response: companyProfileResponse,
    errors: [404],
  }),
} as const;
