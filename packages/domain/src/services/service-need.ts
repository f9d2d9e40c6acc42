import type { Result } from "../result.ts";
import { JILIN_CITIES } from "../site/regions.ts";
import { PHONE_PATTERN } from "../validation/phone.validator.ts";

/** The kinds of help a 服务需求 asks for; the public case list filters by them. */
export const SERVICE_NEED_CATEGORIES = [
  "法律咨询",
  "合同审查",
  "工程款追索",
  "招投标法律服务",
  "劳务纠纷处理",
  "企业合规与常年顾问",
  "工程质量与安全事故处理",
] as const;

/** A need's category. */
export type ServiceNeedCategory = (typeof SERVICE_NEED_CATEGORIES)[number];

/**
 * Where an approved need stands, as the public list shows and filters it (审核 happens before:
 * pending and rejected needs are never public).
 */
export const SERVICE_NEED_STATUS_LABELS = { open: "对接中", matched: "已对接", resolved: "已解决" } as const;

/** A public need's status. */
export type ServiceNeedStatus = keyof typeof SERVICE_NEED_STATUS_LABELS;

/** The specialties (擅长领域) lawyers are listed and filtered by. */
export const LAWYER_SPECIALTIES = [
  "建设工程施工合同纠纷",
  "招投标",
  "工程款结算与追索",
  "劳务纠纷",
  "公司法务",
  "工程质量与安全事故",
  "房地产开发",
  "政府采购与PPP",
] as const;

/** Limits of a need's fields (characters; budget in whole yuan). */
export const SERVICE_NEED_LIMITS = {
  titleMin: 5,
  titleMax: 60,
  descriptionMin: 20,
  descriptionMax: 2000,
  contactMax: 20,
  budgetMaxYuan: 100_000_000,
} as const;

/** The zh-CN texts of the need form's rules, by code. Phone keeps the spec §5 text verbatim. */
export const SERVICE_NEED_MESSAGES = {
  "title.required": "请输入需求标题",
  "title.short": `需求标题至少${SERVICE_NEED_LIMITS.titleMin}个字`,
  "title.long": `需求标题不能超过${SERVICE_NEED_LIMITS.titleMax}个字`,
  "category.invalid": "请选择服务类别",
  "description.required": "请输入需求描述",
  "description.short": `需求描述至少${SERVICE_NEED_LIMITS.descriptionMin}个字，请说明事由和期望`,
  "description.long": `需求描述不能超过${SERVICE_NEED_LIMITS.descriptionMax}个字`,
  "region.invalid": "请选择所在地区",
  "budget.invalid": "预算请填写不超过1亿元的整数金额（元），可不填",
  "contact.required": "请输入联系人姓名",
  "contact.long": `联系人姓名不能超过${SERVICE_NEED_LIMITS.contactMax}个字`,
  "phone.invalid": "请输入11位手机号！",
} as const;

/** The field a rule belongs to. */
export type ServiceNeedField = "title" | "category" | "description" | "regionCode" | "budgetYuan" | "contactName" | "phone";

/** One broken rule: the field and the message to show beside it. */
export interface ServiceNeedError {
  field: ServiceNeedField;
  code: keyof typeof SERVICE_NEED_MESSAGES;
  message: string;
}

/** The form as typed (strings, as a form posts them). */
export interface ServiceNeedInput {
  title: string;
  category: string;
  description: string;
  regionCode: string;
  budgetYuan: string;
  contactName: string;
  phone: string;
}

/** A need that passed every rule, trimmed; budget null when not given. */
export interface ServiceNeed {
  title: string;
  category: ServiceNeedCategory;
  description: string;
  regionCode: string;
  regionName: string;
  budgetYuan: number | null;
  contactName: string;
  phone: string;
}

const length = (text: string) => [...text].length;

/**
 * Checks a 服务需求 as a whole and reports every broken rule at once (one per field), so the
 * form shows all of them and nothing is stored unless all pass. The region is a city of the
 * province (GB/T 2260); the phone follows spec §5.
 */
export function validateServiceNeed(input: ServiceNeedInput): Result<ServiceNeed, { code: "invalid"; errors: ServiceNeedError[] }> {
  const errors: ServiceNeedError[] = [];
  const fail = (field: ServiceNeedField, code: keyof typeof SERVICE_NEED_MESSAGES) => errors.push({ field, code, message: SERVICE_NEED_MESSAGES[code] });
  const title = input.title.trim();
  if (!title) fail("title", "title.required");
  else if (length(title) < SERVICE_NEED_LIMITS.titleMin) fail("title", "title.short");
  else if (length(title) > SERVICE_NEED_LIMITS.titleMax) fail("title", "title.long");
  const category = SERVICE_NEED_CATEGORIES.find((c) => c === input.category);
  if (!category) fail("category", "category.invalid");
  const description = input.description.trim();
  if (!description) fail("description", "description.required");
  else if (length(description) < SERVICE_NEED_LIMITS.descriptionMin) fail("description", "description.short");
  else if (length(description) > SERVICE_NEED_LIMITS.descriptionMax) fail("description", "description.long");
  const region = JILIN_CITIES.find((c) => c.code === input.regionCode);
  if (!region) fail("regionCode", "region.invalid");
  const budgetText = input.budgetYuan.trim();
  let budgetYuan: number | null = null;
  if (budgetText) {
    budgetYuan = /^[1-9][0-9]{0,8}$/.test(budgetText) ? Number(budgetText) : Number.NaN;
    if (!(budgetYuan <= SERVICE_NEED_LIMITS.budgetMaxYuan)) fail("budgetYuan", "budget.invalid");
  }
  const contactName = input.contactName.trim();
  if (!contactName) fail("contactName", "contact.required");
  else if (length(contactName) > SERVICE_NEED_LIMITS.contactMax) fail("contactName", "contact.long");
  const phone = input.phone.trim();
  if (!PHONE_PATTERN.test(phone)) fail("phone", "phone.invalid");
  if (errors.length > 0 || !category || !region) return { ok: false, code: "invalid", errors };
  return { ok: true, value: { title, category, description, regionCode: region.code, regionName: region.name, budgetYuan, contactName, phone } };
}

/** A phone as the public sees it: `138****0001` (never the middle four). */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "***********";
}

/** A 律师执业证号 (17 digits) as the public sees it: the first four and the last four, the middle starred. */
export function maskLicenseNo(licenseNo: string): string {
  if (licenseNo.length <= 8) return "*".repeat(licenseNo.length);
  return `${licenseNo.slice(0, 4)}${"*".repeat(licenseNo.length - 8)}${licenseNo.slice(-4)}`;
}
