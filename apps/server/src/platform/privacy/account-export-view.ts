import { formatDateTime } from "../../http/format.ts";
import type { MemberRecord } from "../member/member.repository.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import type { createAccountDataRecords } from "./account-data-records.ts";

type AccountData = Awaited<ReturnType<ReturnType<typeof createAccountDataRecords>["exportOf"]>>;
type OwnedFile = Awaited<ReturnType<StoredFiles["ownedFiles"]>>[number];

const time = (date: Date | null) => (date ? formatDateTime(date) : null);

/** Everything personal the platform holds about the member, in their own words and numbers (the 导出 call's answer). */
export function accountExportView(
  member: MemberRecord,
  data: AccountData,
  files: readonly OwnedFile[],
  accountDeletion: { requestTime: string; effectiveTime: string } | null,
  exportedAt: Date,
) {
  return {
    exportedAt: formatDateTime(exportedAt),
    profile: {
      realName: member.realName,
      phone: member.phone,
      avatar: member.avatar,
      email: member.email,
      hasPayPassword: member.payPasswordHash !== null,
      registeredAt: time(member.createdAt),
    },
    businesses: data.businessRows.map((b) => ({
      name: b.name,
      administrator: b.role === "admin",
      roles: data.roleRows.filter((r) => r.businessId === b.id).map((r) => r.name),
      joinedAt: time(b.joinedAt),
    })),
    bankCards: data.cards.map((c) => ({ bank: c.bankName, holderName: c.holderName, last4: c.last4, default: c.isDefault, boundAt: time(c.createdAt) })),
    agreements: data.registration.map((r) => ({
      userAgreement: r.userAgreementVersion,
      privacyPolicy: r.privacyPolicyVersion,
      consentedAt: time(r.consentedAt),
      ip: r.ip,
    })),
    consents: data.consents.map((c) => ({ purpose: c.purpose, granted: c.granted, version: c.version, changedAt: time(c.changedAt) })),
    invitationsReceived: data.received.map((i) => ({ businessId: i.businessId, status: i.status, createdAt: time(i.createdAt) })),
    joinRequests: data.joinRequests.map((r) => ({ businessId: r.businessId, message: r.message, status: r.status, createdAt: time(r.createdAt) })),
    notices: data.noticeRows.map((n) => ({ title: n.title, content: n.content, createdAt: time(n.createdAt), readAt: time(n.readAt) })),
    logins: data.sessionRows.map((s) => ({ at: time(s.createdAt), expiresAt: time(s.expiresAt), endedAt: time(s.revokedAt), endedBecause: s.revokeReason })),
    personalCertifications: data.certifications.map((c) => ({
      realName: c.realName,
      idNumber: c.idNumberMasked,
      state: c.state,
      submittedAt: time(c.submittedAt),
      reviewedAt: time(c.reviewedAt),
    })),
    /** The files the member uploaded; the ZIP export (portal) downloads each by its link, valid for an hour. */
    files: files.map((f) => ({ fileName: f.fileName, size: f.size, uploadedAt: time(f.uploadedAt), link: f.link })),
    accountDeletion,
  };
}
