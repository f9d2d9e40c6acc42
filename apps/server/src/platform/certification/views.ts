import { formatDateTime } from "../../http/format.ts";
import type { StoredFiles, StoredImage } from "../upload/stored-files.ts";
import { DEPOSIT_ATTEMPTS } from "./certification.messages.ts";
import type { corporateCertifications, personalCertifications, qualificationCertificates } from "./schema.ts";
import { validityOf } from "./validity.ts";

type PersonalRow = typeof personalCertifications.$inferSelect;
type CorporateRow = typeof corporateCertifications.$inferSelect;
type QualificationRow = typeof qualificationCertificates.$inferSelect;

/** `220102********1234`: region and the last four, enough to recognise one's own number. */
export function maskIdNumber(idNumber: string): string {
  return `${idNumber.slice(0, 6)}${"*".repeat(Math.max(0, idNumber.length - 10))}${idNumber.slice(-4)}`;
}

/** `**** **** 1234` of an account number. */
export function maskAccount(last4: string): string {
  return `**** **** ${last4}`;
}

/** The labelled materials of a submission with signed links, those still stored. */
export function materialsOf(files: StoredFiles, images: Map<number, StoredImage>, labelled: [string, number][]) {
  return labelled.flatMap(([label, id]) => {
    const image = images.get(id);
    return image ? [{ label, previewUrl: files.inlineLink(image) }] : [];
  });
}

/** Every resource id a set of rows refers to. */
export function resourceIdsOf(personal: PersonalRow[], corporate: CorporateRow[]): number[] {
  return [...personal.flatMap((r) => [r.frontResourceId, r.backResourceId]), ...corporate.flatMap((r) => [r.licenseResourceId, r.authorizationResourceId])];
}

/** A certification's review as its submitter reads it (schema.ts's reviewColumns): why it was refused, when it was submitted and decided. */
function reviewOf(row: Pick<PersonalRow | CorporateRow, "rejectReason" | "submittedAt" | "reviewedAt">) {
  return { rejectReason: row.rejectReason, submitTime: formatDateTime(row.submittedAt), reviewTime: row.reviewedAt ? formatDateTime(row.reviewedAt) : null };
}

export function personalView(row: PersonalRow, files: StoredFiles, images: Map<number, StoredImage>) {
  return {
    id: row.id,
    kind: "personal" as const,
    state: row.state,
    realName: row.realName,
    idNumberMasked: row.idNumberMasked,
    ...reviewOf(row),
    materials: materialsOf(files, images, [
      ["身份证人像面", row.frontResourceId],
      ["身份证国徽面", row.backResourceId],
    ]),
  };
}

export function corporateView(row: CorporateRow, files: StoredFiles, images: Map<number, StoredImage>) {
  return {
    id: row.id,
    kind: "corporate" as const,
    state: row.state,
    companyName: row.companyName,
    creditCode: row.creditCode,
    legalRepresentative: row.legalRepresentative,
    bankName: row.bankName,
    accountMasked: maskAccount(row.accountLast4),
    depositAttemptsLeft: row.state === "awaiting_deposit" ? Math.max(0, DEPOSIT_ATTEMPTS - row.depositAttempts) : 0,
    depositSent: row.depositSentAt !== null,
    ...reviewOf(row),
    materials: materialsOf(files, images, [
      ["营业执照", row.licenseResourceId],
      ["授权委托书", row.authorizationResourceId],
    ]),
  };
}

/** A reviewed certificate as the public sees it, with its validity today. */
export function publicCertificate(row: QualificationRow, now: Date) {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    certificateNo: row.certificateNo,
    issuingAuthority: row.issuingAuthority,
    validUntil: row.validUntil,
    validity: validityOf(row.validUntil, now),
  };
}

/** A certificate as its business sees it: the public fields, its review and its photo. */
export function qualificationView(row: QualificationRow, files: StoredFiles, images: Map<number, StoredImage>, now: Date) {
  const image = images.get(row.resourceId);
  return {
    ...publicCertificate(row, now),
    state: row.state,
    rejectReason: row.rejectReason,
    submitTime: formatDateTime(row.submittedAt),
    resourceId: row.resourceId,
    previewUrl: image ? files.inlineLink(image) : "",
  };
}

/** How many certificates a business has, and how many of them are expiring or expired today. */
export function qualificationTally(validUntil: readonly string[], now: Date) {
  const validity = validUntil.map((day) => validityOf(day, now));
  return {
    total: validity.length,
    expiring: validity.filter((v) => v === "expiring").length,
    expired: validity.filter((v) => v === "expired").length,
  };
}
