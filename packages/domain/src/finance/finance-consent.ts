/**
 * PIPL 单独同意: sharing the member's business data with one partner bank needs its own consent,
 * separate from the privacy policy, naming the bank, the data and the purpose. The text has a
 * version: a consent given to an older text no longer covers a new application.
 */

/** The current version of the consent text; raise it whenever the text below changes. */
export const FINANCE_CONSENT_VERSION = "2026-11-23";

/** The kinds of evidence an application may draw on (each new kind changes the text, hence the version). */
export const FINANCE_EVIDENCE_KINDS = {
  service_order: "服务订单",
  quotation_award: "询价成交记录",
  tender_award: "中标记录",
  company_profile: "企业信息",
  qualification: "资质证书",
} as const;
export type FinanceEvidenceKind = keyof typeof FINANCE_EVIDENCE_KINDS;

/** The consent text the member reads and agrees to, for one bank. */
export function financeConsentText(bankName: string): string {
  const data = Object.values(FINANCE_EVIDENCE_KINDS).join("、");
  return (
    `本人同意平台将本企业的${data}及本次融资申请信息单独提供给${bankName}，` +
    `仅用于该行审核本企业的融资申请。本同意可随时在融资申请页撤回；撤回后平台停止向${bankName}提供数据，审核中的申请将一并撤回。`
  );
}

/** Whether a stored consent covers a new application to the bank: not revoked, and given to the current text. */
export function consentCovers(consent: { readonly revokedAt: Date | null; readonly textVersion: string } | null): boolean {
  return consent !== null && consent.revokedAt === null && consent.textVersion === FINANCE_CONSENT_VERSION;
}
