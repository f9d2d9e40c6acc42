import { JILIN_CITIES, maskLicenseNo, maskPhone, SERVICE_NEED_STATUS_LABELS } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { lawyers, serviceNeeds } from "./schema.ts";

/** A city's name by its GB/T 2260 code ("" for none of the province). */
export function cityName(code: string): string {
  return JILIN_CITIES.find((c) => c.code === code)?.name ?? "";
}

type LawyerRow = typeof lawyers.$inferSelect;

/** A lawyer as the list shows them: years from the licence year, the rating as 4.8. */
export function lawyerSummary(row: LawyerRow, name: string, firmName: string, now: Date) {
  return {
    id: row.id,
    name,
    photoUrl: row.photoUrl,
    firmName,
    regionName: cityName(row.regionCode),
    years: Math.max(1, now.getUTCFullYear() - row.practiceSince),
    specialties: row.specialties,
    caseCount: row.caseCount,
    rating: row.ratingTenths / 10,
    featured: row.featured,
  };
}

/** The profile: the summary with the masked licence, cases and fee note. */
export function lawyerProfile(row: LawyerRow, name: string, firmName: string, now: Date) {
  return {
    ...lawyerSummary(row, name, firmName, now),
    licenseNo: maskLicenseNo(row.licenseNo),
    introduction: row.introduction,
    cases: row.cases,
    feeNote: row.feeNote,
    practiceSince: row.practiceSince,
  };
}

/** An approved need as the public sees it: never the whole phone. */
export function needSummary(row: typeof serviceNeeds.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    regionName: cityName(row.regionCode),
    budgetYuan: row.budgetYuan,
    contactName: row.contactName,
    maskedPhone: maskPhone(row.phone),
    status: row.status,
    statusLabel: SERVICE_NEED_STATUS_LABELS[row.status],
    submitTime: formatDateTime(row.submittedAt),
  };
}
