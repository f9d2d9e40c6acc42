/**
 * Inviting a supplier that is not on the platform yet (../procurement.md, 供应商邀请): the buyer
 * names the company and gives either a mobile phone or a 统一社会信用代码; an SMS link leads the
 * company to registration and certification, then to the invitation. Also when a sheet may still
 * take invitations at all.
 */
import { messageOf } from "../messages/format-message.ts";
import type { Result } from "../result.ts";
import { validateCreditCode } from "../validation/credit-code.validator.ts";
import { validatePhone } from "../validation/phone.validator.ts";

/** Sheet states in which the buyer may still invite (before the first deadline). */
export const INVITABLE_SHEET_STATES = ["draft", "approving", "quoting"] as const;

/** Whether a sheet in `state` with this deadline takes invitations at `now` (epoch ms). */
export function invitationsOpen(state: string, deadline: number, now: number): boolean {
  return (INVITABLE_SHEET_STATES as readonly string[]).includes(state) && now < deadline;
}

/**
 * Each invitation may text a number nobody on the platform has vouched for, so the texts are
 * bounded: so many pending invitations per sheet, and so many invitation texts a number receives a
 * day whoever sends them (beyond that the invitation is kept, untexted).
 */
export const EXTERNAL_INVITATION_LIMITS = { perSheet: 20, textsPerPhonePerDay: 3 } as const;

/** The refusals of an external invitation, as the buyer reads them. */
export const EXTERNAL_INVITATION_MESSAGES = {
  "external.company-name": "请填写企业名称（2至100字）",
  "external.contact-missing": "请填写手机号或统一社会信用代码（填写其一）",
  "external.contact-both": "手机号与统一社会信用代码只需填写其一",
  "external.closed": "报价已截止或询价单当前状态不能邀请供应商",
  "external.duplicate": "已邀请过该企业，请勿重复邀请",
  "external.own-business": "不能邀请本企业报价",
  "external.sheet-cap": `每张询价单最多邀请${EXTERNAL_INVITATION_LIMITS.perSheet}家未注册企业`,
} as const;

/** A checked external invitee: the company and exactly one way to reach it. */
export interface ExternalInvitee {
  readonly companyName: string;
  readonly phone: string | null;
  readonly creditCode: string | null;
}

/** Which form field a refusal belongs on, with its message. */
export interface ExternalInviteeRefusal {
  readonly code: string;
  readonly field: "companyName" | "phone" | "creditCode";
  readonly message: string;
}

/**
 * Checks what the buyer typed: a company name of 2 to 100 characters and exactly one of a mainland
 * mobile phone (the phone validator) or a GB 32100 credit code (upper-cased before the check).
 */
export function checkExternalInvitee(input: { companyName: string; phone?: string; creditCode?: string }): Result<ExternalInvitee, ExternalInviteeRefusal> {
  const refuse = (field: ExternalInviteeRefusal["field"], code: string, message: string) => ({ ok: false as const, code, field, message });
  const companyName = input.companyName.trim();
  if (companyName.length < 2 || companyName.length > 100)
    return refuse("companyName", "external.company-name", EXTERNAL_INVITATION_MESSAGES["external.company-name"]);
  const phone = (input.phone ?? "").trim();
  const creditCode = (input.creditCode ?? "").trim().toUpperCase();
  if (phone === "" && creditCode === "") return refuse("phone", "external.contact-missing", EXTERNAL_INVITATION_MESSAGES["external.contact-missing"]);
  if (phone !== "" && creditCode !== "") return refuse("creditCode", "external.contact-both", EXTERNAL_INVITATION_MESSAGES["external.contact-both"]);
  if (phone !== "") {
    const checked = validatePhone(phone);
    return checked.ok ? { ok: true, value: { companyName, phone, creditCode: null } } : refuse("phone", checked.code, messageOf(checked));
  }
  const checked = validateCreditCode(creditCode);
  return checked.ok ? { ok: true, value: { companyName, phone: null, creditCode } } : refuse("creditCode", checked.code, messageOf(checked));
}
